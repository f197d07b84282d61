import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: true, stats: false },
  mini: {},
  h5: {
    // Hashed file names let the server send long-cache headers.
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>
