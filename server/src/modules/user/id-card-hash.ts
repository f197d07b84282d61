import type { DataCrypto } from '../../lib/crypto.js';

/** The keyed hash that lets one ID number verify at most one account (unique index on users.id_card_hash). */
export function idCardHash(crypto: Pick<DataCrypto, 'hmac'>, idCard: string): string {
  return crypto.hmac(`idcard:${idCard}`);
}

/** The same hash under every configured key: until a rotation has re-hashed a row, it holds a previous key's. */
export function idCardHashes(crypto: Pick<DataCrypto, 'hmacAll'>, idCard: string): string[] {
  return crypto.hmacAll(`idcard:${idCard}`);
}
