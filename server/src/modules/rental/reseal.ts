import type { Db } from '../../db/client.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { checkTable, resealTable, type ResealOptions, type SealedTableSpec } from '../../lib/reseal.js';
import { rentalListings } from './table.js';

/** A rental listing's login. */
const spec: SealedTableSpec = { table: rentalListings, id: rentalListings.id, sealed: [rentalListings.credentialsEnc] };

export const resealRentalCredentials = (db: Db, crypto: DataCrypto, opts?: ResealOptions) =>
  resealTable(db, crypto, spec, opts);
export const checkRentalCredentials = (db: Db, crypto: DataCrypto) => checkTable(db, crypto, spec);
