import type { AuditWriter } from '../../lib/audited.js';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { MessageService } from '../message/index.js';
import type { PaymentService } from '../payment/index.js';
import type { SellingReads } from '../selling/index.js';
import type { UploadService } from '../upload/index.js';
import { REAL_STATUS, type UserReads } from '../user/index.js';
import type { WalletService } from '../wallet/index.js';
import type { ListingView, RentalRepo } from './repository.js';
import { LISTING_STATE, LISTING_STATE_TEXT, RENTAL_STATE, type RentalRow } from './table.js';
import { LISTING_NOT_FOUND, NOT_FOUND, REALNAME_MSG } from './texts.js';
import type { RentalRole } from './views.js';

/** What the rental service is built from (index.ts hands them in). */
export interface RentalDeps {
  repo: RentalRepo;
  districts: Pick<SellingReads, 'districtPath'>;
  payments: Pick<PaymentService, 'closeOpen'>;
  wallet: Pick<WalletService, 'rentalEscrowIn' | 'rentalIncome' | 'rentalDeposit'>;
  messages: Pick<MessageService, 'sendMessage'>;
  users: Pick<UserReads, 'findById' | 'nickNames'>;
  upload: Pick<UploadService, 'ownImages'>;
  catalogue: Pick<CatalogueService, 'games'>;
  audit: AuditWriter;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rental' | 'rateLimits'>;
  clock: Clock;
  db: Db;
}

const STAFF_ROLES = ['operator', 'admin'];

/**
 * What the rental service's use cases (browse, hire, handover, listings, admin, jobs) share: the
 * dependencies, who may see a rental, whether a user may rent a listing, and the state changes
 * more than one of them makes.
 */
export function rentalContext(deps: RentalDeps) {
  const { repo, users, payments, catalogue } = deps;

  async function gameNames(): Promise<Map<number, string>> {
    return new Map((await catalogue.games()).map((g) => [g.id, g.name]));
  }
  const isStaff = (a: Actor) => a.roles.some((r) => STAFF_ROLES.includes(r));

  // ------------------------------------------------------------ access
  function roleIn(actor: Actor, r: RentalRow): RentalRole {
    if (r.renterId === actor.userId) return 'renter';
    if (r.ownerId === actor.userId) return 'owner';
    if (isStaff(actor)) return 'staff';
    throw new NotFound(NOT_FOUND);
  }
  async function load(actor: Actor, id: number) {
    const r = await repo.rental(id);
    if (!r) throw new NotFound(NOT_FOUND);
    return { r, role: roleIn(actor, r) };
  }
  /** Why this user may not rent this listing now (before the window is looked at), or null. */
  async function rentBlocker(actor: Actor, l: ListingView): Promise<{ code: 400 | 403 | 409; msg: string } | null> {
    if (l.ownerId === actor.userId) return { code: 400, msg: '不能租用自己发布的账号' };
    const me = await users.findById(actor.userId);
    // the realname module verifies adults only (age checked at verification), so verified = adult
    if (!me || me.realStatus !== REAL_STATUS.verified) return { code: 403, msg: REALNAME_MSG };
    if (l.state !== LISTING_STATE.listed)
      return { code: 409, msg: `该账号${LISTING_STATE_TEXT[l.state] ?? '不可租用'}，暂不能租用` };
    return null;
  }
  const toError = (b: { code: number; msg: string }) =>
    b.code === 400 ? new BadRequest(b.msg) : b.code === 403 ? new Forbidden(b.msg) : new Conflict(b.msg);

  /** A listing the public may see: listed (or off shelf for its own renters' links? no: listed only). */
  async function publicListing(id: number) {
    const l = await repo.listing(id);
    if (!l || l.state !== LISTING_STATE.listed) throw new NotFound(LISTING_NOT_FOUND);
    return l;
  }

  // ------------------------------------------------------------ state changes (inside a transaction)
  /** 0 → 4 (the renter cancels) or 5 (expired): the window frees up, open payments are closed. */
  async function closeIn(
    tx: Executor,
    id: number,
    to: 4 | 5,
    now: Date,
    guard: { renterId?: number; dueCol?: 'expiresAt' },
  ) {
    const r = await repo.transition(id, RENTAL_STATE.unpaid, to, { closedAt: now }, now, tx, guard);
    if (!r) return null;
    await payments.closeOpen('rental', r.id, now, tx);
    return r;
  }
  /** A rental as the wallet books it. */
  const settledOf = (r: RentalRow) => ({
    id: r.id,
    rentalNo: r.rentalNo,
    ownerId: r.ownerId,
    renterId: r.renterId,
    rentFen: r.rentFen,
    depositFen: r.depositFen,
    commissionFen: r.commissionFen,
  });

  return {
    ...deps,
    cfg: deps.config.rental,
    gameNames,
    load,
    rentBlocker,
    toError,
    publicListing,
    closeIn,
    settledOf,
  };
}
export type RentalContext = ReturnType<typeof rentalContext>;
