import type { Db } from '../../db/client.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { checkTable, resealTable, type ResealOptions, type SealedTableSpec } from '../../lib/reseal.js';
import { handoverCases } from './table.js';

/** The login staff rebound for the buyer (lib/credentials.ts's sealed document): key rotation re-seals it. */
const spec: SealedTableSpec = {
  table: handoverCases,
  id: handoverCases.id,
  sealed: [handoverCases.newCredentialsEnc],
};

export const resealHandoverCases = (db: Db, crypto: DataCrypto, opts?: ResealOptions) =>
  resealTable(db, crypto, spec, opts);
export const checkHandoverCases = (db: Db, crypto: DataCrypto) => checkTable(db, crypto, spec);
