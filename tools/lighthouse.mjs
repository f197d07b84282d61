// Lighthouse on /index/home and /index/goodList (issue 10): mobile mode (Lighthouse's default
// Moto G class device, simulated 4G throttling), 3 runs each, median scores of performance,
// accessibility and best practices. This machine is noisy: the figures are reported, never
// gated on. `npm run verify:lighthouse` (LIGHTHOUSE_RUNS to change the count).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { startServer, root } from '../test/e2e/browser.mjs'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3)
const PATHS = ['/index/home', '/index/goodList']
const CATEGORIES = ['performance', 'accessibility', 'best-practices']

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
const results = {}
try {
  for (const path of PATHS) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const r = await lighthouse(server.base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      })
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((r.lhr.categories[c]?.score ?? 0) * 100)]))
      const audits = r.lhr.audits
      runs.push({
        ...scores,
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        // the first paint's frame must not move when the app mounts (issue 38): CLS under 0.1
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      })
      // what pulls the scores down, from the last run: the failing audits with their titles
      if (i === RUNS - 1) {
        const failing = Object.values(audits).filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        results[path] = {
          failing: failing.map((a) => `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
          // the first offending elements or resources of each, to know where to look
          where: Object.fromEntries(
            failing.map((a) => [
              a.id,
              (a.details?.items ?? [])
                .slice(0, 4)
                .map(
                  (it) =>
                    it.node?.snippet ||
                    it.node?.selector ||
                    it.url ||
                    it.description ||
                    JSON.stringify(it).slice(0, 160),
                ),
            ]),
          ),
        }
      }
      console.log(`${path} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`)
    }
    results[path].median = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]))
    results[path].runs = runs
  }
} finally {
  await chrome.kill()
  await server.stop()
}
const dir = join(root, 'reports', 'verify')
mkdirSync(dir, { recursive: true })
writeFileSync(
  join(dir, 'lighthouse.json'),
  JSON.stringify({ at: new Date().toISOString(), runs: RUNS, results }, null, 2),
)
console.log('\nmedian of', RUNS, 'runs (mobile):')
for (const path of PATHS) {
  const m = results[path].median
  console.log(
    `  ${path}: performance ${m.performance}, accessibility ${m.accessibility}, best practices ${m['best-practices']} (FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls})`,
  )
  for (const f of results[path].failing) console.log(`    - ${f}`)
  if (process.env.LIGHTHOUSE_DETAIL)
    for (const [id, w] of Object.entries(results[path].where)) for (const x of w) console.log(`      ${id}: ${x}`)
}
