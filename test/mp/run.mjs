// `npm run test:mp` (issue 19, items 1 and 2): the WeChat and Alipay builds run in Node under the
// mini-program harness (runtime.mjs) against a real server.
//
// 1. Builds both mini-programs into dist-harness/<platform> with TARO_APP_API_BASE pointing at a
//    fixed local port (--no-build reuses them; MP_PLATFORMS=weapp runs one).
// 2. Starts the product's server on that port (PGlite, demo data, captcha on), once for both,
//    with WeChat Pay, WeChat's API and Alipay pointed at local fakes (fake-pay.mjs).
// 3. Boots every page of the page table (pages.table.mjs) on each platform and checks: it
//    registers, its lifecycles run without an exception, its rendered data shows the table's
//    server string, and no request fails outside the allow-list. Prints `weapp: N/M pages booted`.
// 4. Checks the spec's request and page rules through the harness (rules.mjs), paying included.
// Ends with `mp: N passed, M failed` and exits 1 on any failure.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { existsSync, readFileSync, readdirSync, statSync, mkdirSync, createWriteStream, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from '../e2e/browser.mjs'
import { MiniProgram, nodesOf } from './runtime.mjs'
import { prepare } from './prepare.mjs'
import { PAGES, ALLOWED_FAILURES } from './pages.table.mjs'
import { ruleChecks, paymentRuleChecks } from './rules.mjs'
import { startPhoneFakes } from './phone.mjs'
import { startPaymentFakes } from './fake-pay.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const PORT = Number(process.env.MP_PORT || 39217)
export const API_BASE = `http://127.0.0.1:${PORT}`
const platforms = (process.env.MP_PLATFORMS || 'weapp,alipay').split(',').filter(Boolean)
// --dist <folder>: run the builds in <folder>/<platform> instead (CI's own builds, made with the
// same TARO_APP_API_BASE); nothing is built then
const distArg = process.argv.indexOf('--dist')
const distRoot = distArg > -1 ? join(root, process.argv[distArg + 1]) : join(root, 'dist-harness')
const noBuild = process.argv.includes('--no-build') || distArg > -1
const only = process.env.MP_ONLY || ''
const distOf = (platform) => join(distRoot, platform)

function build(platform) {
  mkdirSync(join(root, 'dist-harness'), { recursive: true })
  const logFile = join(root, 'dist-harness', `build-${platform}.log`)
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/@tarojs/cli/bin/taro'), 'build', '--type', platform],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          TARO_OUTPUT_ROOT: `dist-harness/${platform}`,
          TARO_APP_API_BASE: API_BASE,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const log = createWriteStream(logFile)
    child.stdout.pipe(log)
    child.stderr.pipe(log)
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`[mp] built ${platform} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
        resolve()
      } else reject(new Error(`the ${platform} build failed (exit ${code}); see ${logFile}`))
    })
  })
}

function jsFiles(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? jsFiles(p) : p.endsWith('.js') ? [p] : []
  })
}

/** The build's scripts as one text: a string found here is part of the app, not server data. */
function bundleText(platform) {
  return jsFiles(distOf(platform))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
}

/** How the minifier writes non-ASCII text in the bundle (\uXXXX). */
const escaped = (s) => s.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** `{a.b.0}` → the prepared value; `\.` keeps a dot inside a key (`rules.tradein\.fee`). */
export function fill(template, vars) {
  return String(template).replace(/\{([^}]+)\}/g, (_, path) => {
    const keys = path.split(/(?<!\\)\./).map((k) => k.replace(/\\\./g, '.'))
    let v = vars
    for (const k of keys) v = v?.[k]
    if (v === undefined || v === null || v === '')
      throw new Error(`the table refers to {${path}}, which prepare.mjs did not provide`)
    return String(v)
  })
}

const pathOf = (url) => new URL(url).pathname

const allowed = (page, r) =>
  ALLOWED_FAILURES.find(
    (a) => (a.page === '*' || a.page === page) && a.method === r.method && a.path.test(pathOf(r.url)),
  )

/** What is wrong with a request that was sent: '' when it succeeded. */
export function requestProblem(r) {
  if (r.failed) return r.failed
  if (r.status === null) return 'no answer'
  if (r.status >= 400) return `HTTP ${r.status}`
  return ''
}

/** A table value that differs between the platforms is written { weapp, alipay }. */
const forPlatform = (v, platform) => (v && typeof v === 'object' ? v[platform] : v)

async function bootPage(platform, entry, ctx) {
  let query
  let expect
  try {
    query = Object.fromEntries(Object.entries(entry.query ?? {}).map(([k, v]) => [k, fill(v, ctx.vars)]))
    expect = fill(forPlatform(entry.expect, platform), ctx.vars)
  } catch (e) {
    return { problems: [e.message], ms: 0 }
  }
  const problems = []
  if (
    !forPlatform(entry.noServerData, platform) &&
    (ctx.bundle.includes(expect) || ctx.bundle.includes(escaped(expect)))
  )
    problems.push(`the expected string "${expect}" is in the app's own scripts, so it does not prove server data`)
  const token = entry.user === 'visitor' ? '' : ctx.tokens[entry.user]
  if (entry.user !== 'visitor' && !token) problems.push(`no session for ${entry.user}`)
  const mp = new MiniProgram({ platform, dist: distOf(platform), storage: token ? { token } : {} })
  ctx.setCurrent(mp)
  const started = Date.now()
  try {
    await mp.launch(entry.page, query)
    await mp.settle()
  } catch (e) {
    problems.push(String(e?.message || e))
  }
  const ms = Date.now() - started
  if (!mp.registered.has(entry.page)) problems.push('the page did not register (no Page() call)')
  const top = mp.top()
  if (top?.route !== entry.page) problems.push(`the page on top is ${top?.route ?? 'none'}, not ${entry.page}`)
  for (const e of mp.errors) problems.push(`${e.where}: ${e.message.split('\n').slice(0, 3).join(' | ')}`)
  const shown = mp.shown()
  // in one text node or an attribute, or across the page's text (a sentence built from parts)
  const text = mp.text()
  if (!shown.some((s) => s.includes(expect)) && !text.includes(expect))
    problems.push(`does not show "${expect}"; it shows: ${text.slice(0, 160) || '(nothing)'}`)
  if (shown.some((s) => s.includes('页面出错了'))) problems.push('the page boundary caught a render error (页面出错了)')
  for (const r of mp.requests) {
    const why = requestProblem(r)
    if (why && !allowed(entry.page, r))
      problems.push(`request failed (${why}): ${r.method} ${r.url.replace(API_BASE, '')}`)
  }
  for (const l of mp.logs)
    if (l.level === 'error') problems.push(`console.error: ${l.text.split('\n')[0].slice(0, 200)}`)
  if (mp.requests.some((r) => pathOf(r.url) === '/api/client-error'))
    problems.push('the page reported a render error to /api/client-error')
  problems.push(...(await imageProblems(platform, top)))
  const open = mp.platformApi.openModals()
  if (open.length) problems.push(`a modal is open: ${open.map((m) => `${m.title} / ${m.content}`).join('; ')}`)
  mp.dispose()
  return { problems, ms }
}

const imageChecks = new Map()

/**
 * Every image the page shows must load on a phone: a package file that exists, a data: URI, or
 * a URL that answers 200. A root-relative server path (`/uploads/…`) names a package file in a
 * mini-program, so it shows nothing.
 */
async function imageProblems(platform, page) {
  const problems = []
  if (!page) return problems
  for (const n of nodesOf(page.data)) {
    const src = n.src
    if (typeof src !== 'string' || src === '' || src.startsWith('data:')) continue
    if (/^https?:\/\//.test(src)) {
      if (!imageChecks.has(src))
        imageChecks.set(
          src,
          fetch(src).then(
            (r) => r.status,
            (e) => e.message,
          ),
        )
      const status = await imageChecks.get(src)
      if (status !== 200) problems.push(`image ${src} answered ${status}`)
    } else {
      const file = src.startsWith('/') ? join(distOf(platform), src) : join(distOf(platform), dirname(page.route), src)
      if (!existsSync(file))
        problems.push(`image src "${src}" is no file of the package (a server path needs the API origin)`)
    }
  }
  return [...new Set(problems)].slice(0, 3)
}

/** Runs the page checks on planted faults; returns what they missed. */
async function detectorProblems(platform) {
  const missed = []
  const page = {
    route: 'pages/home/index',
    data: {
      root: {
        cn: [
          { sid: '_1', src: '/uploads/catalogue/none.svg', cn: [] },
          { sid: '_2', src: `${API_BASE}/uploads/catalogue/none.svg`, cn: [] },
          { sid: '_3', src: 'data:image/png;base64,AAAA', cn: [] },
        ],
      },
    },
  }
  const found = await imageProblems(platform, page)
  if (found.length !== 2) missed.push(`the image check found ${JSON.stringify(found)} for a package path and a 404`)
  const bundle = bundleText(platform)
  if (!(bundle.includes('页面不存在') || bundle.includes(escaped('页面不存在'))))
    missed.push("the bundle check does not see the not-found page's own title in the scripts")
  if (
    requestProblem({ status: 404, failed: null }) === '' ||
    requestProblem({ status: null, failed: 'timeout' }) === ''
  )
    missed.push('a 404 or a timeout does not count as a failed request')
  return missed
}

/** Every page of app.json has exactly one table row, and the table names no other page. */
function coverage(platform) {
  const app = JSON.parse(readFileSync(join(distOf(platform), 'app.json'), 'utf8'))
  const pages = [
    ...app.pages,
    ...(app.subPackages ?? app.subpackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`)),
  ]
  const inTable = PAGES.map((p) => p.page)
  const problems = []
  for (const p of pages) if (!inTable.includes(p)) problems.push(`app.json page ${p} has no table row`)
  for (const p of inTable) if (!pages.includes(p)) problems.push(`table row ${p} is not a page of app.json`)
  const dup = inTable.filter((p, i) => inTable.indexOf(p) !== i)
  for (const p of dup) problems.push(`table row ${p} appears twice`)
  return { pages, problems }
}

async function main() {
  const t0 = Date.now()
  let current = null
  process.on('unhandledRejection', (e) => {
    if (current && !current.disposed) current.recordError('unhandled rejection', e)
    else console.error('[mp] unhandled rejection outside a page:', e)
  })
  if (!noBuild) for (const p of platforms) await build(p)
  for (const p of platforms) {
    if (!existsSync(join(distOf(p), 'app.json')))
      throw new Error(`no ${p} build in ${distOf(p)}: run without --no-build`)
    // the bundle must call this run's server: a build for another port would only meet refused connections
    if (!bundleText(p).includes(API_BASE))
      throw new Error(
        `${distOf(p)} was built for another API base than ${API_BASE}: build it with TARO_APP_API_BASE=${API_BASE}`,
      )
  }
  // the bundles call this port: a server someone else left there would answer in ours' place
  await new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`port ${PORT} is in use: stop what listens there or set MP_PORT`)))
    probe.listen(PORT, '127.0.0.1', () => probe.close(resolve))
  })
  // WeChat Pay, WeChat's API and Alipay as local fakes that check the server's signatures (fake-pay.mjs),
  // and WeChat's server API for phone numbers with Alipay's phone keys (phone.mjs). One mini-program:
  // the phone fakes share the payment fakes' app secret and pass wx.login codes on to them
  const payFakes = await startPaymentFakes()
  const phoneFakes = await startPhoneFakes({
    appSecret: payFakes.env.WXPAY_APP_SECRET,
    jscode2session: payFakes.env.WX_API_BASE,
  })
  const server = await startServer(
    { SKIP_H5_BUILD: '1', CAPTCHA_ENABLED: 'true', ...payFakes.env, ...phoneFakes.env, PUBLIC_BASE_URL: API_BASE },
    { port: PORT },
  ).catch(async (e) => {
    await payFakes.close()
    await phoneFakes.stop()
    throw e
  })
  let passed = 0
  let failed = 0
  const report = (ok, name, problems = []) => {
    if (ok) passed++
    else failed++
    console.log(`${ok ? 'ok' : 'not ok'} - ${name}`)
    for (const p of problems.slice(0, 8)) console.log(`    ${p}`)
  }
  const summary = []
  try {
    const { tokens, vars } = await prepare(server)
    // what the table's {placeholders} can name, for whoever edits the table
    if (process.env.MP_DEBUG) writeFileSync(join(distRoot, 'vars.json'), JSON.stringify(vars, null, 2))
    // the detectors must see what they look for
    const planted = await detectorProblems(platforms[0])
    report(
      !planted.length,
      'the checks find a planted missing image, a string of the bundle and a failed request',
      planted,
    )
    const payMissed = await payFakes.selfCheck()
    report(
      !payMissed.length,
      "the payment fakes refuse other keys' signatures, and the requestPayment check a changed field",
      payMissed,
    )
    for (const platform of platforms) {
      const cov = coverage(platform)
      report(!cov.problems.length, `${platform}: the page table covers every page of app.json`, cov.problems)
      const ctx = { tokens, vars, bundle: bundleText(platform), setCurrent: (mp) => (current = mp) }
      let booted = 0
      const rows = PAGES.filter((p) => !only || p.page.includes(only))
      for (const entry of rows) {
        const { problems, ms } = await bootPage(platform, entry, ctx)
        if (!problems.length) booted++
        report(!problems.length, `${platform} ${entry.page} as ${entry.user} (${ms} ms)`, problems)
      }
      summary.push(`${platform}: ${booted}/${rows.length} pages booted`)
      // negative check: with the token header dropped on its way to the platform (a broken request
      // layer), the header rule must fail; a rule that passes here could not catch the real fault
      const headerRule = ruleChecks(platform).find((c) =>
        c.name.startsWith('every request goes to the configured API base'),
      )
      let caught = ''
      try {
        await headerRule.run({
          platform,
          dist: distOf(platform),
          server,
          tokens,
          vars,
          apiBase: API_BASE,
          open: (opts) =>
            (current = new MiniProgram({ platform, dist: distOf(platform), ...opts, fault: 'dropTokenHeader' })),
        })
      } catch (e) {
        caught = String(e?.message ?? e)
      } finally {
        if (current && !current.disposed) current.dispose()
      }
      report(
        caught !== '',
        `${platform}: the token rule fails when the request layer drops the token header (planted fault)`,
        caught ? [caught.split('\n')[0]] : ['the rule passed with the token header dropped'],
      )
      console.log(summary[summary.length - 1])
      for (const check of [...ruleChecks(platform), ...paymentRuleChecks(platform)]) {
        const name = `${platform} rule: ${check.name}`
        try {
          await check.run({
            platform,
            dist: distOf(platform),
            server,
            tokens,
            vars,
            apiBase: API_BASE,
            open: (opts) => {
              const mp = new MiniProgram({ platform, dist: distOf(platform), ...opts })
              current = mp
              return mp
            },
          })
          report(true, name)
        } catch (e) {
          report(
            false,
            name,
            String(e?.stack || e)
              .split('\n')
              .slice(0, 6),
          )
        } finally {
          if (current && !current.disposed) current.dispose()
        }
      }
    }
  } finally {
    await server.stop()
    await phoneFakes.stop()
    await payFakes.close()
  }
  for (const line of summary) console.log(line)
  console.log(`[mp] took ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  console.log(`mp: ${passed} passed, ${failed} failed`)
  return failed === 0
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (e) => {
    console.error(e)
    console.log('mp: 0 passed, 1 failed')
    process.exit(1)
  },
)
