/**
 * The wallet module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createWalletRepo } from './repository.js';
export type { EntryInput, WalletRepo } from './repository.js';
export { AdminWithdrawQuery, AdminWithdrawal, PaidBody, RejectWithdrawBody, Withdrawal } from './schema.js';
export { createWalletService } from './service.js';
export type { WalletService } from './service.js';
export { ENTRY_KIND, RESERVE_STATUS, walletEntries } from './table.js';
export type { ClaimDraw, HeldReserve } from './reserve.js';
export type { Settlement } from './postings.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { runEvery } from '../../lib/jobs.js';
import { cancelCheck } from '../user/index.js';
import { checkWithdrawals, resealWithdrawals } from './reseal.js';
import { createWalletRepo as walletRepoOf, type WalletRepo as Wallets } from './repository.js';
import { walletRoutes } from './routes.js';
import { createWalletService, type WalletService as Wallet } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    walletRepo: Wallets;
    wallet: Wallet;
  }
}

declare module '../../lib/events.js' {
  interface Events {
    /**
     * A user asks to withdraw, inside the request's transaction: a reaction that throws refuses it
     * (the claim module, while a claim on one of the user's sales is open).
     */
    'wallet.withdrawing': { userId: number };
  }
}

export const walletModule = defineModule({
  name: 'wallet',
  tables: tableNames(tables),
  repos: (db) => ({ walletRepo: walletRepoOf(db) }),
  needs: ['audit', 'clock', 'config', 'crypto', 'db', 'events', 'limiter', 'messages', 'userReads', 'walletRepo'],
  build: (p) => ({
    wallet: createWalletService({
      repo: p.walletRepo,
      users: p.userReads,
      messages: p.messages,
      audit: p.audit,
      crypto: p.crypto,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
      events: p.events,
    }),
  }),
  routes: [{ order: 230, register: (app, p) => walletRoutes(app, { wallet: p.wallet }) }],
  consoleCounts: [{ section: 'withdraw', total: (p) => p.wallet.adminList({ pageSize: 1, status: 0 }) }],
  sealed: [{ name: 'withdrawals', reseal: resealWithdrawals, check: checkWithdrawals }],
  // the seller reserves past their window: the release flow, once per reserve whichever instance runs it;
  // the first run at start catches up on what fell due while the server was down
  jobs: [
    {
      name: 'release-reserve',
      intervalMs: (config) => config.trade.jobIntervalMs,
      start: (p, log, ms) =>
        runEvery({ intervalMs: ms, log, failure: 'reserve release job failed' }, async () => {
          const released = await p.releaseReserve.releaseDue();
          if (released) log.info({ released }, 'seller reserves released');
        }),
    },
  ],
  reactions: (p) => [
    cancelCheck('wallet', 40, p.wallet.cancelBlocker),
    // a claim being filed waits for a release of the order's reserve in progress (and a release skips a
    // reserve a filing holds), so a reserve is never released under a claim that was filed first
    {
      on: 'claim.filing',
      name: 'wallet.lockReserve',
      inTransaction: async ({ orderId }, tx) => void (await p.wallet.lockReserveOf(orderId, tx)),
    },
  ],
});
