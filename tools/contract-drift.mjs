// The contract's drift check (issue 18): proves that a change to the server's schema breaks the client's
// build where the client depends on it, instead of blanking a page at run time.
//
// 1. Builds the server's OpenAPI document, renames the property `agreedFen` (the agreed price of an offer)
//    to `agreedPriceFen` everywhere in a copy, and generates the client's types from that copy.
// 2. Type-checks the client project (tsconfig.json) with those types in place of types/api.d.ts — in
//    memory, through the compiler API: the tracked file is never written.
// 3. Passes only when that type-check fails with an error in src/pages/sureOrder/ naming agreedFen (the
//    agreed-price page reads offer.agreedFen). Any other outcome fails: the client would not notice.
// 4. Lints a probe in src/api/ and in a page: the contract's lint rule must reject a type argument on an
//    http call and an interface in src/api/ (a deleted rule would otherwise pass `npm run lint` silently).
//
//   node tools/contract-drift.mjs
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { register } from 'tsx/esm/api'
import ts from 'typescript'
import { ESLint } from 'eslint'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TYPES_FILE = join(root, 'types', 'api.d.ts')
const FROM = 'agreedFen'
const TO = 'agreedPriceFen'
const EXPECTED_DIR = `src${sep}pages${sep}sureOrder${sep}`

const started = Date.now()
const failures = []
const sha = (text) => createHash('sha256').update(text).digest('hex')
const trackedBefore = sha(readFileSync(TYPES_FILE))

/** Renames the property FROM to TO wherever a schema declares it (properties and required lists). */
function renameProperty(node) {
  let count = 0
  const walk = (n) => {
    if (Array.isArray(n)) return n.forEach(walk)
    if (!n || typeof n !== 'object') return
    if (n.properties && typeof n.properties === 'object' && FROM in n.properties) {
      n.properties = Object.fromEntries(Object.entries(n.properties).map(([k, v]) => [k === FROM ? TO : k, v]))
      count += 1
    }
    if (Array.isArray(n.required)) n.required = n.required.map((k) => (k === FROM ? TO : k))
    Object.values(n).forEach(walk)
  }
  walk(node)
  return count
}

// 1. the drifted types, from the server's own document (the server's scripts are TypeScript: tsx loads them)
const unregister = register()
const { openApiDocument, typesFromDocument } = await import(
  pathToFileURL(join(root, 'server', 'scripts', 'gen-types.ts')).href
)
const doc = await openApiDocument()
await unregister()
const renamed = renameProperty(doc)
if (renamed === 0) failures.push(`the OpenAPI document declares no "${FROM}" any more: pick another field to rename`)
const drifted = await typesFromDocument(doc)
console.log(`contract-drift: renamed ${FROM} → ${TO} in ${renamed} schema(s) of the OpenAPI document`)

// 2. the client's type-check against them, the tracked file left alone
const parsed = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    },
  },
)
const host = ts.createCompilerHost(parsed.options)
const isTypesFile = (fileName) => resolve(fileName) === TYPES_FILE
const getSourceFile = host.getSourceFile.bind(host)
host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
  isTypesFile(fileName)
    ? ts.createSourceFile(fileName, drifted, languageVersion, true)
    : getSourceFile(fileName, languageVersion, onError, shouldCreate)
const readFile = host.readFile.bind(host)
host.readFile = (fileName) => (isTypesFile(fileName) ? drifted : readFile(fileName))
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host })
const errors = ts
  .getPreEmitDiagnostics(program)
  .filter((d) => d.category === ts.DiagnosticCategory.Error)
  .map((d) => {
    const file = d.file ? relative(root, d.file.fileName) : '(no file)'
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0
    return { file, line, text: ts.flattenDiagnosticMessageText(d.messageText, ' ') }
  })

// 3. the verdict
const caught = errors.filter((e) => e.file.startsWith(EXPECTED_DIR) && e.text.includes(FROM))
console.log(`contract-drift: the client type-check reports ${errors.length} error(s) with the drifted types:`)
for (const e of errors.slice(0, 12)) console.log(`  ${e.file}:${e.line}  ${e.text.slice(0, 160)}`)
if (errors.length > 12) console.log(`  … and ${errors.length - 12} more`)
if (caught.length === 0)
  failures.push(`no type error in ${EXPECTED_DIR} names ${FROM}: the page would blank at run time`)

// 4. the lint rule is still on
const eslint = new ESLint({ cwd: root })
const probes = [
  {
    file: 'src/api/__contract_probe.ts',
    code: "import { http } from './http'\nexport interface Probe {\n  id: number\n}\nexport const probe = () => http.get<Probe>('/api/wallet')\n",
    expect: 2,
  },
  {
    file: 'src/pages/__contract_probe.ts',
    code: "import { http } from '../api/http'\nexport const probe = () => http.post<number>('/api/logout')\n",
    expect: 1,
  },
]
for (const p of probes) {
  const [result] = await eslint.lintText(p.code, { filePath: join(root, p.file) })
  const hits = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length
  console.log(`contract-drift: lint rejects ${hits} of ${p.expect} contract violation(s) in ${p.file}`)
  if (hits !== p.expect) failures.push(`the contract lint rule let a violation in ${p.file} through`)
}

if (sha(readFileSync(TYPES_FILE)) !== trackedBefore) failures.push('types/api.d.ts changed during the check')
const took = ((Date.now() - started) / 1000).toFixed(1)
if (failures.length) {
  for (const f of failures) console.error(`contract-drift: FAIL — ${f}`)
  console.log(`contract-drift: took ${took} s`)
  console.log('contract-drift: 0 passed, 1 failed')
  process.exit(1)
}
console.log(`contract-drift: the rename breaks the build at ${caught[0].file}:${caught[0].line} as it should`)
console.log(`contract-drift: took ${took} s`)
console.log('contract-drift: 1 passed, 0 failed')
