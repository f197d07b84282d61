import type { AppConfig } from '../../config.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Reactions } from '../../lib/events.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { maskName } from '../../lib/mask.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { MessageService } from '../message/index.js';
import { REAL_STATUS, type UserReads } from '../user/index.js';
import type { WalletRepo } from './repository.js';
import { WITHDRAW_STATUS_TEXT, type WithdrawalRow } from './table.js';

/** What the wallet service is built from (index.ts hands them in). */
export interface WalletDeps {
  repo: WalletRepo;
  users: Pick<UserReads, 'findById'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'trade' | 'rateLimits'>;
  clock: Clock;
  db: Db;
  /** a withdrawal asks whether it may go ('wallet.withdrawing': the claim module refuses while a claim is open) */
  events: Pick<Reactions, 'inTransaction'>;
}

/**
 * What the wallet's use cases (postings, the user's wallet, withdrawals, the operators' side)
 * share: the dependencies, the withdrawal rules, how a withdrawal reads to its owner, and the
 * verified name money may leave to.
 */
export function walletContext(deps: WalletDeps) {
  const { users, crypto, audit, clock, db } = deps;

  function toWithdrawal(w: WithdrawalRow) {
    return {
      id: w.id,
      amountFen: w.amountFen,
      feeFen: w.feeFen,
      payoutFen: w.payoutFen,
      alipayAccount: w.alipayAccountMasked,
      accountName: maskName(crypto.decrypt(w.accountNameEnc)),
      status: w.status,
      statusText: WITHDRAW_STATUS_TEXT[w.status] ?? '',
      rejectReason: w.rejectReason,
      createdAt: w.createdAt.toISOString(),
      processedAt: w.processedAt?.toISOString() ?? null,
    };
  }

  /** The verified real name, or null (unverified or unreadable). */
  async function realNameOf(userId: number): Promise<string | null> {
    const u = await users.findById(userId);
    if (!u || u.realStatus !== REAL_STATUS.verified || !u.realNameEnc) return null;
    return crypto.decrypt(u.realNameEnc);
  }

  return {
    ...deps,
    rules: deps.config.trade.withdraw,
    audited: createAudited({ db, audit, clock }),
    toWithdrawal,
    realNameOf,
  };
}
export type WalletContext = ReturnType<typeof walletContext>;
