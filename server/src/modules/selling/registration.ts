import { NotFound } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import type { Executor } from '../../db/client.js';
import { SALE_STATE } from '../catalogue/index.js';
import type { SellingContext } from './context.js';
import {
  checkRegistration,
  maskRegistration,
  openRegistration,
  REGISTRATION_CONSENT,
  sealRegistration,
  type Registration,
  type RegistrationInput,
} from './registration-data.js';
import { NOT_FOUND } from './texts.js';

/**
 * The states in which a seller may add (or replace) a listing's registration data on its own. Not
 * in trade: the buyer ordered on what the listing offered then. Not once sold or recovered.
 */
export const REGISTRABLE: number[] = [SALE_STATE.pending, SALE_STATE.onSale, SALE_STATE.offShelf, SALE_STATE.rejected];

/**
 * The registration data of a seller's listing: the add-only edit for listings made before it
 * existed (the transition of issue 41), and the masked read-back of what was given.
 *
 * The add-only edit does not send the listing back to review: the data is sealed, never shown on
 * the listing, and changes nothing a reviewer checks; it only lets the paid tiers be offered. A
 * full edit of the listing (submit.ts) may carry it too, and goes to review for its other fields.
 */
export function sellingRegistration(ctx: SellingContext) {
  const { repo, goods, crypto, limiter, config, clock, db, events, refusal } = ctx;

  /** Seals and stores checked data in `tx`, with the consent's time and wording. */
  async function store(tx: Executor, goodsId: number, r: Registration, now: Date) {
    await repo.upsertRegistration(
      {
        goodsId,
        registrationEnc: sealRegistration(crypto, r),
        consentAt: now,
        consentVersion: REGISTRATION_CONSENT.version,
        updatedAt: now,
      },
      tx,
    );
  }

  /** What I gave for my listing, masked; null when nothing was given. */
  async function myRegistration(actor: Actor, id: number) {
    const cur = await repo.stateOf(id);
    if (!cur || cur.sellerId !== actor.userId) throw new NotFound(NOT_FOUND);
    const enc = await repo.sealedRegistrationOf(id);
    return enc ? maskRegistration(openRegistration(crypto, enc)) : null;
  }

  return {
    storeRegistration: store,
    myRegistration,
    consent: () => ({ ...REGISTRATION_CONSENT }),

    /** Adds or replaces the data of my listing, without a new review (see above). */
    async addRegistration(actor: Actor, id: number, input: RegistrationInput) {
      const cur = await repo.stateOf(id);
      if (!cur || cur.sellerId !== actor.userId) throw new NotFound(NOT_FOUND);
      const now = clock.now();
      const r = checkRegistration(input, now);
      await enforce(limiter, 'consign:user', String(actor.userId), config.rateLimits.consignUser);
      const ok = await db.transaction(async (tx) => {
        const row = await goods.setRegistered(id, actor.userId, REGISTRABLE, now, tx);
        if (!row) return false;
        await store(tx, id, r, now);
        return true;
      });
      if (!ok) throw await refusal(actor, id, '补充首次注册信息');
      await events.afterCommit('goods.changed', { cause: 'goods.registration' });
      return myRegistration(actor, id);
    },
  };
}
