import type { Db } from '../../db/client.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { checkTable, resealTable, type ResealOptions, type SealedTableSpec } from '../../lib/reseal.js';
import { withdrawals } from './table.js';

/** A withdrawal's Alipay account and holder name. */
const spec: SealedTableSpec = {
  table: withdrawals,
  id: withdrawals.id,
  sealed: [withdrawals.alipayAccountEnc, withdrawals.accountNameEnc],
};

export const resealWithdrawals = (db: Db, crypto: DataCrypto, opts?: ResealOptions) =>
  resealTable(db, crypto, spec, opts);
export const checkWithdrawals = (db: Db, crypto: DataCrypto) => checkTable(db, crypto, spec);
