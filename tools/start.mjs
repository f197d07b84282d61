// `npm start`: builds the H5 site when the build is missing or older than its sources, then
// runs the API server, which also serves the site (one port, embedded database by default).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const builtMarker = join(root, 'dist/h5/index.html')
const sources = ['src', 'config', 'babel.config.js', 'package.json', 'package-lock.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

export function h5BuildIsStale() {
  if (!existsSync(builtMarker)) return true
  const built = statSync(builtMarker).mtimeMs
  return sources.some((s) => newestMtime(join(root, s)) > built)
}

if (process.env.SKIP_H5_BUILD !== '1' && h5BuildIsStale()) {
  console.log('[start] 正在构建 H5 站点（首次约 40 秒）… building the H5 site')
  const res = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (res.status !== 0) {
    console.error('[start] H5 构建失败 (H5 build failed); run `npm run build:h5` to see why')
    process.exit(res.status ?? 1)
  }
  spawnSync(process.execPath, ['tools/precompress.mjs'], { cwd: root, stdio: 'inherit' })
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
