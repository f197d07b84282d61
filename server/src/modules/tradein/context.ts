import type { Reactions } from '../../lib/events.js';
import type { AppConfig } from '../../config.js';
import type { AuditWriter } from '../../lib/audited.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { NotFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import {
  BACKLIST_TYPE,
  type AppraisalReads,
  type AppraisalWrites,
  type AppraisalService,
  type BacklistRow,
} from '../appraisal/index.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { MessageService } from '../message/index.js';
import { openCredentials as openSealed, type CredentialsInput } from '../selling/index.js';
import type { UserReads } from '../user/index.js';
import type { WalletService } from '../wallet/index.js';
import type { TradeInRepo } from './repository.js';
import type { Stage, TradeInRow } from './table.js';
import { NOT_FOUND, type Text } from './texts.js';

/** What the trade-in service is built from (index.ts and the demo seed hand them in). */
export interface TradeInDeps {
  repo: TradeInRepo;
  /** a trade-in request is a row of appraisal's backlist_requests: read, created and moved through its owner */
  appraisalReads: Pick<AppraisalReads, 'findOwn'>;
  appraisalWrites: Pick<AppraisalWrites, 'insert' | 'setStatus'>;
  appraisal: Pick<AppraisalService, 'prepare' | 'toItems'>;
  catalogue: Pick<CatalogueService, 'games'>;
  users: Pick<UserReads, 'findById'>;
  /** the trade-in's escrow, income, fee and refund entries, in its own transaction (the wallet owns the ledger) */
  wallet: Pick<WalletService, 'post'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'tradeIn' | 'rateLimits'>;
  clock: Clock;
  db: Db;
  /** publishes tradein.acceptanceEnded inside the transaction that ends an unpaid acceptance */
  events: Pick<Reactions, 'inTransaction'>;
}

/** The ledger's and the messages' reference type of a trade-in. */
export const REF = 'tradein';
export const feeOf = (priceFen: number, bps: number) => Math.round((priceFen * bps) / 10_000);

/**
 * What the trade-in service's use cases (the owner's request, acceptance and payment, the
 * merchants, the jobs, the operators) share: the dependencies, the locked read of a request, its
 * stage change, the sealed login, and the messages' sender.
 */
export function tradeInContext(deps: TradeInDeps) {
  const { repo, appraisalReads, appraisalWrites, appraisal, catalogue, messages, crypto, events } = deps;

  /** the payment module closes the quote's pending payment attempts (its reaction) */
  const closePayments = (quoteId: number, now: Date, tx: Executor) =>
    events.inTransaction('tradein.acceptanceEnded', { quoteId, now }, tx);

  const seal = (c: Required<CredentialsInput>) => crypto.encrypt(JSON.stringify({ v: 1, ...c }));
  const gameName = async (gameId: number) => (await catalogue.games()).find((g) => g.id === gameId)?.name ?? '游戏';
  const send = (userId: number, sendType: number, text: Text, requestId: number, tx: Executor) =>
    messages.sendMessage(
      userId,
      { sendType: sendType as never, title: text.title, content: text.content, ref: { type: REF, id: requestId } },
      tx,
    );

  /** The request and its trade-in row, locked; 404 unless it is a trade-in (and the caller's, when `ownerId`). */
  async function locked(id: number, tx: Executor, ownerId?: number) {
    const x = await repo.lock(id, tx);
    if (!x || x.r.type !== BACKLIST_TYPE.tradeIn || (ownerId !== undefined && x.r.userId !== ownerId))
      throw new NotFound(NOT_FOUND);
    return x;
  }

  async function setStage(
    requestId: number,
    stage: Stage,
    status: number,
    now: Date,
    tx: Executor,
    extra: Partial<TradeInRow> = {},
  ) {
    await repo.updateDetails(requestId, { stage, updatedAt: now, ...extra }, tx);
    await appraisalWrites.setStatus(requestId, status, now, tx);
  }

  const itemOf = async (r: BacklistRow) => (await appraisal.toItems([r]))[0]!;
  const reread = async (id: number, ownerId: number) => itemOf((await appraisalReads.findOwn(ownerId, id))!);

  // the seller's sealed login, read the one way the selling module defines
  const openCredentials = (enc: string) => openSealed(crypto, enc);

  return {
    ...deps,
    cfg: deps.config.tradeIn,
    closePayments,
    seal,
    gameName,
    send,
    locked,
    setStage,
    itemOf,
    reread,
    openCredentials,
  };
}
export type TradeInContext = ReturnType<typeof tradeInContext>;
