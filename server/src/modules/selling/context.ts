import type { Reactions } from '../../lib/events.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { NotFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import type { CatalogueService, GoodsWrites } from '../catalogue/index.js';
import type { MessageService } from '../message/index.js';
import type { ModerationService } from '../moderation/index.js';
import type { UploadService } from '../upload/index.js';
import type { UserReads } from '../user/index.js';
import type { SellingRepo } from './repository.js';
import { NOT_FOUND, refuse } from './texts.js';

/** What the selling service is built from (index.ts hands them in). */
export interface SellingDeps {
  messages: Pick<MessageService, 'sendMessage'>;
  moderation: Pick<ModerationService, 'screenListing'>;
  repo: SellingRepo;
  /** the listing's row and sale state (the catalogue owns `goods`), in this service's transactions */
  goods: Pick<GoodsWrites, 'insertGood' | 'updateOwnContent' | 'transition' | 'setPrice' | 'setRegistered'>;
  catalogue: Pick<CatalogueService, 'template' | 'games'>;
  /** publishes goods.changed after a write that changes what the lists show */
  events: Pick<Reactions, 'afterCommit'>;
  upload: Pick<UploadService, 'ownImages'>;
  users: Pick<UserReads, 'findById'>;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits' | 'trade'>;
  clock: Clock;
  db: Db;
}

/**
 * What the selling service's use cases (submitting, drafts, the seller's goods, shelf and price)
 * share: the dependencies, the games' names, and why a conditional update on a seller's good
 * matched nothing.
 */
export function sellingContext(deps: SellingDeps) {
  const { repo, catalogue } = deps;

  async function gameNames(): Promise<Map<number, string>> {
    return new Map((await catalogue.games()).map((g) => [g.id, g.name]));
  }

  /** Why a conditional update matched nothing: not mine (404, existence not revealed) or the wrong state (409). */
  async function refusal(actor: Actor, id: number, what: string) {
    const cur = await repo.stateOf(id);
    if (!cur || cur.sellerId !== actor.userId) return new NotFound(NOT_FOUND);
    return refuse(cur.saleState, what);
  }

  return { ...deps, gameNames, refusal };
}
export type SellingContext = ReturnType<typeof sellingContext>;
