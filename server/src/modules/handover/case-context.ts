import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Forbidden, NotFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { Ports } from '../../module-kit.js';
import type { CaseRepo } from './case-repo.js';
import type { HandoverRepo } from './repository.js';
import type { HandoverCaseRow } from './table.js';
import { TEXT } from './texts.js';

/**
 * What the handover cases are built from. The order, selling and dispute modules build on this one
 * (a listing's handover mode), so their ports are named through `Ports`, never imported: this
 * module stays below them in the module graph.
 */
export interface CaseDeps {
  repo: CaseRepo;
  templates: HandoverRepo;
  users: Pick<Ports['userReads'], 'nickNames'>;
  orderReads: Pick<Ports['orderReads'], 'byId' | 'chatAfter' | 'partyLinesAfter' | 'sellerWaits'>;
  /** the case's steps write the order's timeline, its chat's system line and its confirm deadline */
  orderWrites: Pick<Ports['orderWrites'], 'addEvent' | 'insertChat' | 'setAutoConfirm'>;
  /** the seller's sealed login, for the staff member working the case */
  sellingReads: Pick<Ports['sellingReads'], 'sealedCredentialsOf'>;
  upload: Pick<Ports['upload'], 'ownImages'>;
  messages: Pick<Ports['messages'], 'sendMessage'>;
  audit: AuditWriter;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'trade' | 'rateLimits' | 'afterSale'>;
  clock: Clock;
  db: Db;
}

/** The order's figures a case copies when it opens (the pay-order flow hands the paid order in). */
export interface PaidOrder {
  id: number;
  orderNo: string;
  goodsId: number;
  goodsTitle: string;
  priceFen: number;
  handoverFeeFen: number;
  buyerId: number;
  sellerId: number;
}

export const EVIDENCE_MAX = 6;
const NOTE_MAX = 200;
export const chars = (s: string) => Array.from(s).length;

/** A trimmed optional note of at most 200 characters (null when empty), or 400 with `msg`. */
export function noteOf(s: string | undefined, tooLong: string): string | null {
  const t = (s ?? '').trim();
  if (chars(t) > NOTE_MAX) throw new BadRequest(tooLong);
  return t || null;
}

export function caseContext(deps: CaseDeps) {
  const { repo } = deps;
  async function load(id: number, tx?: Executor) {
    const c = await repo.byId(id, tx);
    if (!c) throw new NotFound(TEXT.caseNotFound);
    return c;
  }
  /** A staff member who bought or sold the order does not act for the platform on it. */
  function assertNotParty(actor: Actor, c: HandoverCaseRow) {
    if (c.buyerId === actor.userId || c.sellerId === actor.userId) throw new Forbidden(TEXT.partyStaff);
  }
  return { ...deps, audited: createAudited(deps), load, assertNotParty };
}
export type CaseContext = ReturnType<typeof caseContext>;
