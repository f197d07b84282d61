// Prints the H5 first-load size (the scripts and styles index.html loads, plus the home page's
// own chunks, gzip) and the mini-programs' main package sizes. Run after the builds.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const h5 = join(root, 'dist/h5')
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
// what a first visit downloads before the home page shows (the design's budget)
const H5_FIRST_LOAD_BUDGET = 150 * 1024
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length

if (existsSync(join(h5, 'index.html'))) {
  const html = readFileSync(join(h5, 'index.html'), 'utf8')
  const initial = [...html.matchAll(/(?:src|href)="\/((?:js|css)\/[^"]+)"/g)].map((m) => m[1])
  // The home page's lazy chunks are the ones whose source names mention pages/home.
  const homeChunks = readdirSync(join(h5, 'js')).filter((f) => {
    if (!f.endsWith('.js')) return false
    const text = readFileSync(join(h5, 'js', f), 'utf8')
    return text.includes('home-search') && !initial.includes(`js/${f}`)
  })
  const homeCss = existsSync(join(h5, 'css'))
    ? readdirSync(join(h5, 'css')).filter((f) => readFileSync(join(h5, 'css', f), 'utf8').includes('.home-search'))
    : []
  const files = [...initial, ...homeChunks.map((f) => `js/${f}`), ...homeCss.map((f) => `css/${f}`)]
  const unique = [...new Set(files)]
  const total = unique.reduce((s, f) => s + gz(join(h5, f)), 0)
  const status =
    total > H5_FIRST_LOAD_BUDGET ? `OVER the ${kb(H5_FIRST_LOAD_BUDGET)} budget` : `budget ${kb(H5_FIRST_LOAD_BUDGET)}`
  console.log(`[h5] first load (entry + home, JS + CSS, gzip): ${kb(total)} in ${unique.length} files (${status})`)
  for (const f of unique) console.log(`       ${f} ${kb(gz(join(h5, f)))}`)
}

function size(path) {
  const st = statSync(path)
  return st.isDirectory() ? readdirSync(path).reduce((s, f) => s + size(join(path, f)), 0) : st.size
}
for (const target of ['weapp', 'alipay']) {
  const dist = join(root, 'dist', target)
  if (!existsSync(join(dist, 'app.json'))) continue
  const app = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8'))
  const subs = (app.subPackages || app.subpackages || []).map((p) => [p.root, size(join(dist, p.root))])
  const subTotal = subs.reduce((a, [, n]) => a + n, 0)
  console.log(
    `[${target}] main package ${kb(size(dist) - subTotal)}, ${subs.map(([r, n]) => `subpackage ${r} ${kb(n)}`).join(', ')}`,
  )
}
