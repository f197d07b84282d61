import type { Db } from '../../db/client.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { checkTable, resealTable, type ResealOptions, type SealedTableSpec } from '../../lib/reseal.js';
import { tradeInDetails } from './table.js';

/** A trade-in's login. */
const spec: SealedTableSpec = {
  table: tradeInDetails,
  id: tradeInDetails.requestId,
  sealed: [tradeInDetails.credentialsEnc],
};

export const resealTradeInCredentials = (db: Db, crypto: DataCrypto, opts?: ResealOptions) =>
  resealTable(db, crypto, spec, opts);
export const checkTradeInCredentials = (db: Db, crypto: DataCrypto) => checkTable(db, crypto, spec);
