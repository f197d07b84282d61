import { inflateRawSync } from 'node:zlib';

/**
 * The files of a zip archive (stored or deflated entries), read from its central directory. Alipay
 * serves its daily bill as a zip of CSV files; this is all of the format that needs.
 */
export function unzip(buf: Buffer): { name: string; data: Buffer }[] {
  // the end-of-central-directory record is in the last 64 KiB + 22 bytes (its comment is at most 64 KiB)
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error('not a zip archive');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: { name: string; data: Buffer }[] = [];
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('broken zip directory');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const rawName = buf.subarray(p + 46, p + 46 + nameLen);
    // bit 11: the name is UTF-8; Chinese tools otherwise write it in GBK
    const name = new TextDecoder(flags & 0x800 ? 'utf-8' : 'gb18030').decode(rawName);
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error('broken zip entry');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const body = buf.subarray(start, start + size);
    if (method === 0) out.push({ name, data: Buffer.from(body) });
    else if (method === 8) out.push({ name, data: inflateRawSync(body) });
    else throw new Error(`zip method ${method} not supported`);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}
