import type { Db } from '../../db/client.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { checkTable, resealTable, type ResealOptions, type SealedTableSpec } from '../../lib/reseal.js';
import { goodsCredentials, goodsRegistrations } from './table.js';

/** A good's login (the JSON document sealCredentials writes). */
const spec: SealedTableSpec = {
  table: goodsCredentials,
  id: goodsCredentials.goodsId,
  sealed: [goodsCredentials.credentialsEnc],
};

export const resealGoodsCredentials = (db: Db, crypto: DataCrypto, opts?: ResealOptions) =>
  resealTable(db, crypto, spec, opts);
export const checkGoodsCredentials = (db: Db, crypto: DataCrypto) => checkTable(db, crypto, spec);

/** A good's original registration data (the JSON document sealRegistration writes). */
const registrations: SealedTableSpec = {
  table: goodsRegistrations,
  id: goodsRegistrations.goodsId,
  sealed: [goodsRegistrations.registrationEnc],
};
export const resealGoodsRegistrations = (db: Db, crypto: DataCrypto, opts?: ResealOptions) =>
  resealTable(db, crypto, registrations, opts);
export const checkGoodsRegistrations = (db: Db, crypto: DataCrypto) => checkTable(db, crypto, registrations);
