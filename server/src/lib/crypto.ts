import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Field encryption for sensitive strings (ID numbers, real names). Sub-keys are derived from
 * the one DATA_KEY so encryption and hashing never share a key.
 */
export class DataCrypto {
  private readonly encKey: Buffer;
  private readonly macKey: Buffer;
  constructor(dataKey: Buffer) {
    if (dataKey.length !== 32) throw new Error('data key must be 32 bytes');
    this.encKey = createHmac('sha256', dataKey).update('haoshi:enc:v1').digest();
    this.macKey = createHmac('sha256', dataKey).update('haoshi:mac:v1').digest();
  }

  /** AES-256-GCM; output "v1.<iv>.<tag>.<ciphertext>" base64url, self-describing for key rotation later. */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.encKey, iv);
    const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  decrypt(box: string): string {
    const [v, iv, tag, ct] = box.split('.');
    if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('bad ciphertext');
    const d = createDecipheriv('aes-256-gcm', this.encKey, Buffer.from(iv, 'base64url'));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
  }

  /** Keyed hash: deterministic (usable in a unique index) but not brute-forceable without the key. */
  hmac(value: string): string {
    return createHmac('sha256', this.macKey).update(value, 'utf8').digest('hex');
  }
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** URL-safe random token (default 32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomDigits(n: number): string {
  let s = '';
  const buf = randomBytes(n);
  // modulo bias over 256 for 10 digits is small; acceptable for short-lived codes guarded by attempt limits
  for (let i = 0; i < n; i++) s += String(buf[i]! % 10);
  return s;
}

const ALNUM = 'abcdefghijkmnpqrstuvwxyz23456789';
export function randomAlnum(n: number): string {
  const buf = randomBytes(n);
  let s = '';
  for (let i = 0; i < n; i++) s += ALNUM[buf[i]! % ALNUM.length];
  return s;
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
