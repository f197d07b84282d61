import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Short public id of a data key: which key sealed a value, without revealing anything usable about the key. */
export function keyId(dataKey: Buffer): string {
  return createHash('sha256').update('haoshi:kid:v1').update(dataKey).digest('hex').slice(0, 8);
}

interface SubKeys {
  id: string;
  enc: Buffer;
  mac: Buffer;
}

function subKeys(dataKey: Buffer): SubKeys {
  if (dataKey.length !== 32) throw new Error('data key must be 32 bytes');
  return {
    id: keyId(dataKey),
    enc: createHmac('sha256', dataKey).update('haoshi:enc:v1').digest(),
    mac: createHmac('sha256', dataKey).update('haoshi:mac:v1').digest(),
  };
}

function open(k: SubKeys, iv: string, tag: string, ct: string, aad: string | null): string {
  const d = createDecipheriv('aes-256-gcm', k.enc, Buffer.from(iv, 'base64url'));
  if (aad !== null) d.setAAD(Buffer.from(aad, 'utf8'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
}

/** A value no configured key opens (or not a sealed value at all); never carries the value itself. */
export class UnreadableSealError extends Error {}

/**
 * Field encryption for sensitive strings (ID numbers, real names, logins, payout accounts). Sub-keys
 * are derived from each data key so encryption and hashing never share a key.
 *
 * Sealed format: "v2.<kid>.<iv>.<tag>.<ciphertext>" (base64url parts), where kid = keyId(key) names
 * the key that sealed it and is bound as GCM additional data. Values written before key ids existed
 * are "v1.<iv>.<tag>.<ciphertext>" and are still read: every configured key is tried (the GCM tag
 * tells a wrong key apart), so no migration of existing data is needed. New values are always
 * sealed under the current key; previous keys (DATA_KEY_OLD, secret.key.old) only open.
 */
export class DataCrypto {
  private readonly current: SubKeys;
  private readonly all: SubKeys[];
  private readonly byId = new Map<string, SubKeys>();
  constructor(dataKey: Buffer, previousKeys: readonly Buffer[] = []) {
    this.current = subKeys(dataKey);
    this.all = [this.current];
    this.byId.set(this.current.id, this.current);
    for (const old of previousKeys) {
      const k = subKeys(old);
      if (this.byId.has(k.id)) continue; // the same key listed twice
      this.byId.set(k.id, k);
      this.all.push(k);
    }
  }

  /** Id of the key new values are sealed with. */
  get keyId(): string {
    return this.current.id;
  }

  /** AES-256-GCM under the current key. */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.current.enc, iv);
    c.setAAD(Buffer.from(`v2.${this.current.id}`, 'utf8'));
    const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return [
      'v2',
      this.current.id,
      iv.toString('base64url'),
      c.getAuthTag().toString('base64url'),
      ct.toString('base64url'),
    ].join('.');
  }

  decrypt(box: string): string {
    const parts = box.split('.');
    if (parts[0] === 'v2' && parts.length === 5) {
      const [, kid, iv, tag, ct] = parts as [string, string, string, string, string];
      const k = this.byId.get(kid);
      if (!k) throw new UnreadableSealError(`sealed with key ${kid}, which is not configured`);
      try {
        return open(k, iv, tag, ct, `v2.${kid}`);
      } catch {
        throw new UnreadableSealError(`does not open with key ${kid}`);
      }
    }
    if (parts[0] === 'v1' && parts.length === 4) {
      const [, iv, tag, ct] = parts as [string, string, string, string];
      for (const k of this.all) {
        try {
          return open(k, iv, tag, ct, null);
        } catch {
          /* not this key: try the next */
        }
      }
      throw new UnreadableSealError('a v1 value no configured key opens');
    }
    throw new UnreadableSealError('bad ciphertext');
  }

  /** True when `box` is already sealed under the current key in the current format (rotation skips it). */
  isCurrent(box: string): boolean {
    return box.startsWith(`v2.${this.current.id}.`);
  }

  /** Keyed hash under the current key: deterministic (usable in a unique index) but not brute-forceable without the key. */
  hmac(value: string): string {
    return createHmac('sha256', this.current.mac).update(value, 'utf8').digest('hex');
  }

  /**
   * The keyed hash under every configured key, current first: a lookup by hash must also find rows
   * hashed under a previous key until the rotation has re-hashed them.
   */
  hmacAll(value: string): string[] {
    return this.all.map((k) => createHmac('sha256', k.mac).update(value, 'utf8').digest('hex'));
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
