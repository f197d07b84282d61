// Checks that the built mini-programs list every page of the route table, and that the main
// package and each subpackage stay within their size budgets (WeChat allows 2 MB per package).
// Usage: node tools/check-app-json.mjs weapp|alipay
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const target = process.argv[2] || 'weapp'
const dist = join(root, 'dist', target)
const MAIN_BUDGET = 1.5 * 1024 * 1024
const SUB_BUDGET = 2 * 1024 * 1024

// The route table is TypeScript; read its page list through tsx's loader.
const require = createRequire(import.meta.url)
const { register } = require('tsx/cjs/api')
register()
const routes = require(join(root, 'src/routes.ts'))

function size(path) {
  const st = statSync(path)
  if (!st.isDirectory()) return st.size
  return readdirSync(path).reduce((sum, f) => sum + size(join(path, f)), 0)
}

const appJson = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8'))
const subs = appJson.subPackages || appJson.subpackages || []
const listed = new Set([...(appJson.pages || []), ...subs.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))])
const missing = routes.ROUTES.map((r) => r.page).filter((p) => !listed.has(p))
const problems = missing.map((p) => `app.json misses page ${p}`)

for (const r of routes.ROUTES) {
  const exists = ['.js', '.json'].every((ext) => existsSync(join(dist, r.page + ext)))
  if (!exists) problems.push(`page files missing for ${r.page}`)
}

// The tab bar (issue 20): the route table's tabs, in order, each a page of the main package (both
// platforms refuse a tab page in a subpackage), with both icons present as small PNG files.
const bar = appJson.tabBar
const tabItems = bar?.list ?? bar?.items ?? []
const tabPages = tabItems.map((t) => t.pagePath)
const wanted = routes.TABS.map((t) => routes.routeByName(t.name).page)
if (JSON.stringify(tabPages) !== JSON.stringify(wanted))
  problems.push(`tabBar pages ${JSON.stringify(tabPages)}, the route table's tabs ${JSON.stringify(wanted)}`)
for (const p of tabPages)
  if (!(appJson.pages || []).includes(p)) problems.push(`tab page ${p} is not in the main package`)
for (const t of tabItems) {
  for (const icon of [t.iconPath ?? t.icon, t.selectedIconPath ?? t.activeIcon]) {
    const file = icon && join(dist, icon)
    if (!file || !existsSync(file)) {
      problems.push(`tab ${t.pagePath}: icon ${icon} missing`)
      continue
    }
    const png = readFileSync(file)
    // WeChat: PNG/JPG, at most 40 KB; 81×81 px as it recommends
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)]
    if (png.toString('latin1', 1, 4) !== 'PNG') problems.push(`tab icon ${icon} is not a PNG`)
    else if (w !== 81 || h !== 81) problems.push(`tab icon ${icon} is ${w}×${h}, not 81×81`)
    if (png.length > 40 * 1024) problems.push(`tab icon ${icon} is ${png.length} B, over 40 KB`)
  }
}

const total = size(dist)
const subSizes = subs.map((s) => [s.root, size(join(dist, s.root))])
const mainSize = total - subSizes.reduce((a, [, n]) => a + n, 0)
if (mainSize > MAIN_BUDGET) problems.push(`main package ${mainSize} B over budget ${MAIN_BUDGET} B`)
for (const [name, n] of subSizes)
  if (n > SUB_BUDGET) problems.push(`subpackage ${name} ${n} B over budget ${SUB_BUDGET} B`)

const kb = (n) => `${(n / 1024).toFixed(0)} KB`
console.log(
  `[${target}] pages: ${appJson.pages.length} main + ${subs.map((s) => `${s.pages.length} in ${s.root}`).join(', ')}; main package ${kb(mainSize)}; ${subSizes.map(([n, s]) => `${n} ${kb(s)}`).join(', ')}; tab bar: ${tabItems.length} tabs`,
)
if (problems.length) {
  for (const p of problems) console.error(`[${target}] ${p}`)
  process.exit(1)
}
