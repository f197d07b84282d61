import { walletContext, type WalletDeps } from './context.js';
import { myWallet } from './mine.js';
import { walletOperator } from './operator.js';
import { walletPostings } from './postings.js';
import { walletWithdrawing } from './withdraw.js';

export type { SettledOrder, SettledRental } from './postings.js';
export { maskAlipayAccount, withdrawFee } from './withdraw.js';

/**
 * The wallet: one service, one object, made of its use cases, each in its own file: the ledger's
 * postings for the other modules (postings.ts), the user's own wallet (mine.ts), a withdrawal
 * request (withdraw.ts) and the operators' decisions (operator.ts). What they share is in
 * context.ts; the messages users read, in texts.ts.
 */
export function createWalletService(deps: WalletDeps) {
  const ctx = walletContext(deps);
  const withdrawing = walletWithdrawing(ctx);
  return {
    cancelBlocker: withdrawing.cancelBlocker,
    // bookings, inside the caller's transaction
    ...walletPostings(ctx),
    // my wallet, then the operators
    ...myWallet(ctx),
    withdraw: withdrawing.withdraw,
    ...walletOperator(ctx),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
