// Test data the browser suites make for themselves: images, SMS codes from the server log,
// ID numbers that pass the checksum.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

/** A small solid-colour PNG, written by hand (no image library needed). */
export function png(path, [r, g, b]) {
  const w = 64
  const h = 48
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  const raw = Buffer.alloc((w * 3 + 1) * h)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([r, g, b], y * (w * 3 + 1) + 1 + x * 3)
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
  return path
}

/** The console SMS provider logs `phone … code`; the newest code for this phone. */
export async function smsCodeFrom(logs, phone) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const lines = logs
      .join('')
      .split('\n')
      .filter((l) => l.includes(phone) && /\b\d{6}\b/.test(l))
    if (lines.length) return lines[lines.length - 1].match(/\b(\d{6})\b(?!.*\b\d{6}\b)/)[1]
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no SMS code logged for ${phone}`)
}

/** An 18-digit resident ID number: 14 given digits (area + birth date), a sequence, the GB 11643 check digit. */
export function validIdNumber(first14, seq = '123') {
  const body = first14 + seq
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i], 0)
  return body + '10X98765432'[sum % 11]
}
