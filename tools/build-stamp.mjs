// Content hashes of what each build is made from. A build writes the hash of its inputs beside its
// output; `npm start` rebuilds only when the inputs' hash differs. Modification times would not do:
// `npm install` rewrites package-lock.json (same bytes, new mtime), and a fresh clone gives every file
// the clone's time.
//
//   node tools/build-stamp.mjs write h5|server   after a build: record the inputs it was built from
//   node tools/build-stamp.mjs check h5|server   exit 0 when the build is current, 1 when stale
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync, rmSync } from 'node:fs'
import { join, dirname, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** What each build reads. A change to any byte of these (or a file added or removed) means rebuild. */
export const BUILDS = {
  h5: {
    inputs: ['src', 'config', 'types', 'babel.config.js', 'tsconfig.json', 'package.json', 'package-lock.json'],
    output: 'dist/h5',
  },
  server: {
    inputs: ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json', 'server/package.json'],
    output: 'server/dist',
  },
}

const STAMP = '.build-hash'

function filesUnder(path, out) {
  if (!existsSync(path)) return out
  if (!statSync(path).isDirectory()) {
    out.push(path)
    return out
  }
  for (const name of readdirSync(path).sort()) {
    if (name === '.DS_Store') continue
    filesUnder(join(path, name), out)
  }
  return out
}

/** sha256 over every input file's repository path and bytes, in a fixed order. */
export function inputsHash(kind, base = root) {
  const hash = createHash('sha256')
  for (const input of BUILDS[kind].inputs) {
    for (const file of filesUnder(join(base, input), [])) {
      hash.update(relative(base, file).split(sep).join('/'))
      hash.update('\0')
      hash.update(readFileSync(file))
      hash.update('\0')
    }
  }
  return hash.digest('hex')
}

function stampPath(kind, base) {
  return join(base, BUILDS[kind].output, STAMP)
}

export function isStale(kind, base = root) {
  const stamp = stampPath(kind, base)
  if (!existsSync(stamp)) return true
  return readFileSync(stamp, 'utf8').trim() !== inputsHash(kind, base)
}

/** Records the inputs' hash as of now; call it only after the build succeeded. */
export function writeStamp(kind, hash, base = root) {
  hash ??= inputsHash(kind, base)
  mkdirSync(join(base, BUILDS[kind].output), { recursive: true })
  writeFileSync(stampPath(kind, base), `${hash}\n`)
}

/**
 * Runs `build` while holding a lock directory, so two `npm start`s (or browser suites starting
 * servers side by side) never write the same output at once. The hash is taken before building:
 * a source edited during the build leaves the stamp stale, so the next start builds again.
 */
export async function buildIfStale(kind, build) {
  const lock = join(root, `${BUILDS[kind].output}.lock`)
  mkdirSync(dirname(lock), { recursive: true })
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (e) {
      if (e.code !== 'EEXIST') throw e
      // a lock left by a build that was killed: older than the longest build takes
      if (Date.now() - statSync(lock).mtimeMs > 10 * 60_000) rmSync(lock, { recursive: true, force: true })
      if (Date.now() > deadline) throw new Error(`${lock} is held by another build`)
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  try {
    if (!isStale(kind)) return false
    const hash = inputsHash(kind)
    await build()
    writeStamp(kind, hash)
    return true
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [cmd, kind] = process.argv.slice(2)
  if (!BUILDS[kind] || !['write', 'check'].includes(cmd)) {
    console.error('usage: node tools/build-stamp.mjs write|check h5|server')
    process.exit(2)
  }
  if (cmd === 'write') writeStamp(kind)
  else process.exit(isStale(kind) ? 1 : 0)
}
