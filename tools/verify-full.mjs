// `npm run verify:full`: every hardening suite of issue 10 at its full setting, one after the
// other (the machine has 2 cores), then one summary table from their reports. CI runs the same
// suites at VERIFY_LEVEL=short from .ci/run. Needs PostgreSQL and Redis for the outage and scale
// suites (VERIFY_PG_URL, default the local postgres database; REDIS on 127.0.0.1:6379).
// VERIFY_ONLY=fuzz,crash runs a subset; VERIFY_SKIP_BUILD=1 reuses dist/.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(fileURLToPath(import.meta.url), '..', '..')
const env = {
  ...process.env,
  VERIFY_LEVEL: 'full',
  VERIFY_PG_URL: process.env.VERIFY_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  VERIFY_WIDTHS: process.env.VERIFY_WIDTHS || '320,375',
}
const only = process.env.VERIFY_ONLY ? new Set(process.env.VERIFY_ONLY.split(',')) : null

const suites = [
  [
    'build',
    () => [
      'bash',
      [
        '-c',
        'npm run build:h5 && TARO_APP_API_BASE=http://127.0.0.1:3000 npm run build:weapp && node tools/check-app-json.mjs weapp && TARO_APP_API_BASE=http://127.0.0.1:3000 npm run build:alipay && node tools/check-app-json.mjs alipay && node tools/size-report.mjs',
      ],
    ],
  ],
  ['pages', () => ['node', ['test/e2e/pages.mjs']]],
  ['fulljourney', () => ['node', ['test/e2e/fulljourney.mjs']]],
  [
    'journeys',
    () => [
      'bash',
      [
        '-c',
        'for s in journeys selling support trade services aftersale tradein; do node test/e2e/$s.mjs || exit 1; done',
      ],
    ],
  ],
  ['lighthouse', () => ['node', ['tools/lighthouse.mjs']]],
  ['fuzz', () => ['npm', ['run', 'verify:fuzz']]],
  ['access', () => ['npm', ['run', 'verify:access']]],
  ['limits', () => ['npm', ['run', 'verify:limits']]],
  ['proxy', () => ['npm', ['run', 'verify:proxy']]],
  ['crash', () => ['npm', ['run', 'verify:crash']]],
  ['outage', () => ['npm', ['run', 'verify:outage']]],
  ['load', () => ['npm', ['run', 'verify:load']]],
  ['scale', () => ['npm', ['run', 'verify:scale']]],
  ['paymodes', () => ['npm', ['run', 'verify:paymodes']]],
]

const outDir = join(root, 'reports', 'verify')
mkdirSync(outDir, { recursive: true })
const rows = []
for (const [name, cmd] of suites) {
  if (only && !only.has(name)) continue
  if (name === 'build' && process.env.VERIFY_SKIP_BUILD === '1' && existsSync(join(root, 'dist', 'h5', 'index.html')))
    continue
  const [bin, args] = cmd()
  const started = Date.now()
  console.log(`\n=== ${name} (${new Date().toISOString().slice(11, 19)})`)
  const r = spawnSync(bin, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  process.stdout.write(r.stdout ?? '')
  writeFileSync(join(outDir, `${name}.log`), r.stdout ?? '')
  // every suite ends with "<suite>: N passed, M failed"; add them up per step
  const lines = (r.stdout ?? '').split('\n').filter((l) => /^[a-z-]+: \d+ passed, \d+ failed$/.test(l))
  const passed = lines.reduce((s, l) => s + Number(l.match(/(\d+) passed/)[1]), 0)
  const failed = lines.reduce((s, l) => s + Number(l.match(/(\d+) failed/)[1]), 0)
  rows.push({
    name,
    status: r.status === 0 ? 'ok' : `exit ${r.status}`,
    passed,
    failed,
    seconds: Math.round((Date.now() - started) / 1000),
  })
}

// the figures each suite wrote for the closing note
const figures = {}
for (const f of ['fuzz', 'access-matrix', 'limits', 'proxy', 'crash', 'outage', 'load', 'scale', 'lighthouse']) {
  const p = join(outDir, `${f}.json`)
  if (existsSync(p)) figures[f] = JSON.parse(readFileSync(p, 'utf8'))
}
const table = [
  '| step | result | passed | failed | seconds |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.name} | ${r.status} | ${r.passed} | ${r.failed} | ${r.seconds} |`),
].join('\n')
writeFileSync(
  join(outDir, 'summary.md'),
  `# verify:full ${new Date().toISOString()}\n\n${table}\n\n\`\`\`json\n${JSON.stringify(figures, null, 2).slice(0, 200_000)}\n\`\`\`\n`,
)
console.log(`\n${table}\n\nreports/verify/summary.md`)
process.exit(rows.every((r) => r.status === 'ok') ? 0 : 1)
