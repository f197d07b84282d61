// Writes .br and .gz copies of the H5 build's text assets, so the server (fastify-static with
// preCompressed) sends them compressed without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, dirname, extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = process.argv[2] || join(root, 'dist/h5')
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt'])

let files = 0
let raw = 0
let br = 0
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p)
    else if (TEXT.has(extname(p))) {
      const buf = readFileSync(p)
      if (buf.length < 1024) continue
      const b = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      writeFileSync(`${p}.br`, b)
      writeFileSync(`${p}.gz`, gzipSync(buf, { level: 9 }))
      files += 1
      raw += buf.length
      br += b.length
    }
  }
}
walk(dist)
console.log(`[precompress] ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`)
