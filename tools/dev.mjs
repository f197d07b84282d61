// `npm run dev`: the API server in watch mode plus the H5 dev server with hot reload, which
// proxies /api to it (config/index.ts devServer).
import { spawn } from 'node:child_process'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/server.ts'], { cwd: root, stdio: 'inherit', env: process.env }),
  spawn('npx', ['taro', 'build', '--type', 'h5', '--watch'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
]
const stop = (sig) => children.forEach((c) => c.kill(sig))
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM')
    process.exit(code ?? 0)
  })
