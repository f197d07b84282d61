import type { Db } from '../../db/client.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { checkTable, resealTable, type ResealOptions, type SealedTableSpec } from '../../lib/reseal.js';
import { idCardHash } from './id-card-hash.js';
import { users } from './table.js';

/** Real name and ID number; the ID number's keyed hash moves to the new key with them. */
function spec(crypto: DataCrypto): SealedTableSpec {
  return {
    table: users,
    id: users.id,
    sealed: [users.realNameEnc, users.idCardEnc],
    derive: (o) => {
      const idCard = o[users.idCardEnc.name];
      return idCard ? { [users.idCardHash.name]: idCardHash(crypto, idCard) } : {};
    },
  };
}

export const resealUsers = (db: Db, crypto: DataCrypto, opts?: ResealOptions) =>
  resealTable(db, crypto, spec(crypto), opts);
export const checkUsers = (db: Db, crypto: DataCrypto) => checkTable(db, crypto, spec(crypto));
