import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { createSwcRegister } from '@tarojs/helper'
import { apiBaseFor } from './api-base'

// Taro compiles only config/ on the fly; the route table lives in src/ (the app uses it too),
// so let the same compiler handle that one file.
createSwcRegister({ only: [(file: string) => file.replace(/\\/g, '/').endsWith('/src/routes.ts')] })
const { h5CustomRoutes } = require('../src/routes') as typeof import('../src/routes')

// Pages are drawn on the 750 design; NutUI on its own 375 design, so its files convert px at 375.
const designWidth = (input?: string | number | { file?: string }) =>
  typeof input === 'object' && input?.file?.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750

// The files of the server that the client imports as they are: constants both sides enforce, with
// no imports of their own (the listing rules). Taro compiles only src/ unless told.
const sharedFromServer = [path.resolve(__dirname, '..', 'server', 'src', 'modules', 'selling', 'rules.ts')]

export default defineConfig<'webpack5'>(async (merge) => {
  const target = process.env.TARO_ENV || 'h5'
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'haoshi',
    date: '2026-11-23',
    designWidth,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // The mini-program runtime harness (test/mp) builds with its own API base into a folder of its
    // own, so it never overwrites the normal build of the same target.
    outputRoot: process.env.TARO_OUTPUT_ROOT || `dist/${target}`,
    plugins: ['@tarojs/plugin-platform-alipay'],
    defineConstants: {},
    // Mini-programs need an absolute API origin; H5 calls its own origin.
    env: {
      TARO_APP_API_BASE: JSON.stringify(apiBaseFor(target, process.env.TARO_APP_API_BASE)),
      // sent with client-error reports, so an operator can tell which build broke
      TARO_APP_VERSION: JSON.stringify((require('../package.json') as { version: string }).version),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    mini: {
      compile: { include: sharedFromServer },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      // Keep the main package small: shared code used only by `other/*` stays in the subpackage.
      optimizeMainPackage: { enable: true },
    },
    h5: {
      compile: { include: sharedFromServer },
      publicPath: '/',
      staticDirectory: 'static',
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      router: {
        mode: 'browser',
        customRoutes: h5CustomRoutes(),
      },
      // NutUI ships ES modules whose CSS must go through pxtransform too.
      esnextModules: ['nutui-react'],
      // React HTML components instead of Stencil web components: a much smaller first load.
      useHtmlComponents: true,
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: {
          enable: true,
          // 750-design px → rem at 75 px per rem, matching our root font (width / 10).
          config: { baseFontSize: 37.5, minRootSize: 0, maxRootSize: 54 },
        },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        // Taro splits only initial chunks, so every lazy page chunk carried its own copy of
        // shared libraries; 'all' lets lazy pages share them.
        const splitChunks = chain.optimization.get('splitChunks')
        if (splitChunks) chain.optimization.splitChunks({ ...splitChunks, chunks: 'all' })
        // webpack's size hint compares raw bytes per file with 244 KiB and printed a bare 编译警告 on
        // every build. The budget users feel is the first load gzip (150 KB), which
        // tools/size-report.mjs measures after each CI build: that is the one check we keep.
        chain.performance.hints(false)
        // ANALYZE=1 writes the module-to-chunk map for size work (dist/h5-stats.json).
        if (process.env.ANALYZE === '1') {
          chain.plugin('write-stats').use(
            class WriteStats {
              apply(compiler: {
                hooks: { done: { tap: (n: string, f: (s: { toJson: (o: object) => unknown }) => void) => void } }
              }) {
                compiler.hooks.done.tap('write-stats', (stats) => {
                  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true })
                  require('node:fs').writeFileSync(
                    path.resolve(__dirname, '..', 'dist', 'h5-stats.json'),
                    JSON.stringify(json),
                  )
                })
              }
            },
          )
        }
      },
      devServer: {
        port: 10086,
        historyApiFallback: true,
        proxy: [
          {
            context: ['/api', '/uploads'],
            target: `http://127.0.0.1:${process.env.PORT || 3000}`,
            changeOrigin: true,
          },
        ],
      },
    },
  }
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
