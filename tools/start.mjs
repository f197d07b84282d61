// `npm start`: builds what is missing or out of date (the H5 site, the server's JavaScript), then runs
// the compiled API server, which also serves the site (one port, embedded database by default).
// "Out of date" is decided by content hashes (tools/build-stamp.mjs), so re-running
// `npm install && npm start` on an unchanged tree rebuilds nothing.
//
//   --no-h5   skip the H5 site (an API instance that ships a prebuilt dist/h5, or none)
//   SKIP_H5_BUILD=1 has the same effect
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { buildIfStale, root } from './build-stamp.mjs'

function run(cmd, args, env = process.env, quiet = false) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'] })
    let out = ''
    child.stdout?.on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(Object.assign(new Error(cmd), { code, out }))))
  })
}

const skipH5 = process.argv.includes('--no-h5') || process.env.SKIP_H5_BUILD === '1'
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'

try {
  if (!skipH5) {
    await buildIfStale('h5', async () => {
      console.log('[start] 正在构建 H5 站点（首次约 40 秒）… building the H5 site')
      // Taro prints its progress on stdout (kept quiet) and webpack's warnings on stderr (shown)
      await run(npx, ['taro', 'build', '--type', 'h5'], { ...process.env, NODE_ENV: 'production' }, true)
      await run(process.execPath, ['tools/precompress.mjs'])
    })
  }
  await buildIfStale('server', async () => {
    console.log('[start] 正在编译服务端… compiling the server (tsc → server/dist)')
    await run(npx, ['tsc', '-p', 'server/tsconfig.build.json'])
  })
} catch (e) {
  if (e.out) console.error(e.out.split('\n').slice(-40).join('\n'))
  console.error('[start] 构建失败 (build failed): run `npm run build:h5` or `npm run build:server` to see why')
  process.exit(typeof e.code === 'number' ? e.code : 1)
}

const server = spawn(process.execPath, ['--enable-source-maps', join('server', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
