import type { Db } from '../../db/client.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { checkTable, resealTable, type ResealOptions, type SealedTableSpec } from '../../lib/reseal.js';
import { goodsCredentials } from './table.js';

/** A good's login (the JSON document sealCredentials writes). */
const spec: SealedTableSpec = {
  table: goodsCredentials,
  id: goodsCredentials.goodsId,
  sealed: [goodsCredentials.credentialsEnc],
};

export const resealGoodsCredentials = (db: Db, crypto: DataCrypto, opts?: ResealOptions) =>
  resealTable(db, crypto, spec, opts);
export const checkGoodsCredentials = (db: Db, crypto: DataCrypto) => checkTable(db, crypto, spec);
