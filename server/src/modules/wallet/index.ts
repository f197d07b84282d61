/**
 * The wallet module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createWalletRepo } from './repository.js';
export type { EntryInput, WalletRepo } from './repository.js';
export { AdminWithdrawQuery, AdminWithdrawal, PaidBody, RejectWithdrawBody, Withdrawal } from './schema.js';
export { createWalletService } from './service.js';
export type { WalletService } from './service.js';
export { ENTRY_KIND, walletEntries } from './table.js';
import { defineModule, tableNames } from '../../module-kit.js';
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

export const walletModule = defineModule({
  name: 'wallet',
  tables: tableNames(tables),
  repos: (db) => ({ walletRepo: walletRepoOf(db) }),
  needs: ['audit', 'clock', 'config', 'crypto', 'db', 'limiter', 'messages', 'userReads', 'walletRepo'],
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
    }),
  }),
  routes: [{ order: 230, register: (app, p) => walletRoutes(app, { wallet: p.wallet }) }],
  consoleCounts: [{ section: 'withdraw', total: (p) => p.wallet.adminList({ pageSize: 1, status: 0 }) }],
  sealed: [{ name: 'withdrawals', reseal: resealWithdrawals, check: checkWithdrawals }],
  reactions: (p) => [cancelCheck('wallet', 40, p.wallet.cancelBlocker)],
});
