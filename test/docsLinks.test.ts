/**
 * @jest-environment node
 *
 * The repository documents itself (issue 39 item 4): every link in its Markdown files leads to a file
 * of the repository, and none leads outside it, so a reader with only a clone never meets a dead
 * end. The same holds for the paths the documents name in code spans (`server/src/lib/events.ts`):
 * a renamed file makes the page that names it fail here instead of quietly going stale.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const ROOT = resolve(__dirname, '..')

/** Build outputs, installed packages and local data: not the repository's own documents. */
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-harness',
  'data',
  'backups',
  'screenshots',
  'reports',
  'coverage',
])

function markdownFiles(dir = ROOT, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue
    const p = join(dir, name)
    if (statSync(p).isDirectory()) markdownFiles(p, out)
    else if (name.endsWith('.md')) out.push(p)
  }
  return out
}

/** Addresses of the machine the reader runs the app on: not documents, and never outside the clone. */
const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/

/**
 * Folders whose paths, named in a code span, must exist: the repository's top-level ones, and the
 * server's (server/README.md names paths from server/). Build outputs (SKIP_DIRS) are not checked.
 */
const PATH_ROOTS = /^(src|server|test|tools|docs|config|types|scripts|verify|drizzle|\.ci)\//

/** An absolute path into a home or work folder: it exists on one machine, never in a clone. */
const MACHINE_PATH = /(?:^|[\s(`'"])(\/(?:work|home|Users)\/[\w./-]+)/g

const inside = (p: string) => p === ROOT || p.startsWith(ROOT + sep)

/**
 * The text outside code, line by line, and the code apart: inline spans, and the lines of fenced
 * blocks (as spans too, so a fenced command's paths are not read as prose).
 */
function split(text: string): { prose: string[]; spans: { line: number; code: string }[] } {
  const prose: string[] = []
  const spans: { line: number; code: string }[] = []
  let fenced = false
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced
      prose.push('')
      return
    }
    if (fenced) {
      spans.push({ line: i + 1, code: line })
      prose.push('')
      return
    }
    prose.push(
      line.replace(/`([^`]+)`/g, (_, code: string) => {
        spans.push({ line: i + 1, code })
        return '``'
      }),
    )
  })
  return { prose, spans }
}

/** What is wrong with one Markdown file's links and named paths, one line per problem. */
export function linkProblems(file: string, text: string): string[] {
  const rel = relative(ROOT, file).split(sep).join('/')
  const problems: string[] = []
  const { prose, spans } = split(text)
  const target = (line: number, t: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(t)) {
      if (!LOCAL.test(t)) problems.push(`${rel}:${line}: links outside the repository: ${t}`)
      return
    }
    const path = decodeURIComponent(t.replace(/[#?].*$/, ''))
    if (!path) return // an anchor in the same page
    const abs = path.startsWith('/') ? join(ROOT, path) : resolve(dirname(file), path)
    if (!inside(abs)) problems.push(`${rel}:${line}: points outside the repository: ${t}`)
    else if (!existsSync(abs)) problems.push(`${rel}:${line}: broken link: ${t}`)
  }
  /**
   * A path that climbs out of the clone (`../shared/spec.md`), or an absolute one on somebody's
   * machine. In code, only a climb to a document counts: an import such as `'../../lib/events.js'`
   * in a sample is relative to its own source file.
   */
  const climbs = (line: number, text: string, code: boolean) => {
    for (const m of text.matchAll(/(?:^|[\s(`'"])((?:\.\.\/)+[\w.-][\w./-]*)/g)) {
      if (code && !/\.md$/.test(m[1])) continue
      if (!inside(resolve(dirname(file), m[1]))) problems.push(`${rel}:${line}: points outside the repository: ${m[1]}`)
    }
    for (const m of text.matchAll(MACHINE_PATH)) problems.push(`${rel}:${line}: names a path on one machine: ${m[1]}`)
  }
  prose.forEach((line, i) => {
    for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) target(i + 1, m[1])
    for (const m of line.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)) target(i + 1, m[1])
    for (const m of line.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]+)>/gi)) target(i + 1, m[1])
    for (const m of line.matchAll(/(?<![(<\w])https?:\/\/[^\s)>]+/g)) target(i + 1, m[0].replace(/[*.,;:]+$/, ''))
    climbs(i + 1, line, false)
  })
  for (const { line, code } of spans) {
    climbs(line, code, true)
    if (!PATH_ROOTS.test(code) || /[\s<>{}*…]/.test(code)) continue
    if (code.split('/').some((part) => SKIP_DIRS.has(part))) continue
    if (!existsSync(resolve(dirname(file), code)) && !existsSync(join(ROOT, code)))
      problems.push(`${rel}:${line}: names a path that does not exist: ${code}`)
  }
  return [...new Set(problems)]
}

/**
 * The documents the project was specified in live outside the repository; a comment that sends the
 * reader there is a dead end in a clone, so the code says the reason in place.
 */
const CODE_DIRS = [
  'src',
  'test',
  'tools',
  'config',
  'server/src',
  'server/test',
  'server/scripts',
  'server/verify',
  '.ci',
]
const CODE_FILES = ['jest.config.js', 'babel.config.js', 'eslint.config.mjs']
const OUTSIDE_DOCS = /\b(?:spec|design|domain|toolchain)\.md\b|\.\.\/shared\/|\/work\//

function codeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue
    const p = join(dir, name)
    if (statSync(p).isDirectory()) codeFiles(p, out)
    else if (/\.(ts|tsx|js|mjs|cjs|scss|sh)$/.test(name) || name === 'run') out.push(p)
  }
  return out
}

export function outsideDocRefs(file: string, text: string): string[] {
  const rel = relative(ROOT, file).split(sep).join('/')
  return text.split('\n').flatMap((line, i) => (OUTSIDE_DOCS.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : []))
}

describe('the documents link only inside the repository', () => {
  const files = markdownFiles()

  it('finds the README and the docs', () => {
    const rels = files.map((f) => relative(ROOT, f).split(sep).join('/'))
    expect(rels).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'server/README.md']))
  })

  it('every link resolves to a file of the repository, and every named path exists', () => {
    const problems = files.flatMap((f) => linkProblems(f, readFileSync(f, 'utf8')))
    expect(problems).toEqual([])
  })

  it('no code comment sends the reader to a document outside the repository', () => {
    const files = [
      ...CODE_DIRS.flatMap((d) => codeFiles(join(ROOT, d))),
      ...CODE_FILES.map((f) => join(ROOT, f)),
    ].filter((f) => f !== __filename)
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((f) => outsideDocRefs(f, readFileSync(f, 'utf8')))).toEqual([])
    expect(outsideDocRefs(join(ROOT, 'src', 'x.ts'), '// the codes (domain.md)\nconst ok = 1')).toEqual([
      'src/x.ts:1: // the codes (domain.md)',
    ])
  })

  it('catches an outside link, a broken link, a climb out of the clone and a stale path', () => {
    const file = join(ROOT, 'docs', 'example.md')
    const text = [
      'See [the spec](https://spec.example.org/haoshi) and [design](../../shared/design.md).',
      'Moved: [old](./gone.md), [ok](architecture.md#reactions), [top](../README.md).',
      'Named: `server/src/lib/nothing-here.ts`, kept: `server/src/lib/events.ts`, `server/src/modules/<m>/`.',
      'Local: http://localhost:3000/api/docs and `https://api.weixin.qq.com` as a default value.',
      'Read `/work/shared/toolchain.md` first.',
      '```',
      'npm run gen:types   # writes ../types/api.d.ts',
      '```',
    ].join('\n')
    expect(linkProblems(file, text)).toEqual([
      'docs/example.md:1: links outside the repository: https://spec.example.org/haoshi',
      'docs/example.md:1: points outside the repository: ../../shared/design.md',
      'docs/example.md:2: broken link: ./gone.md',
      'docs/example.md:3: names a path that does not exist: server/src/lib/nothing-here.ts',
      'docs/example.md:5: names a path on one machine: /work/shared/toolchain.md',
    ])
  })
})
