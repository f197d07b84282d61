import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { goods } from '../catalogue/table.js';
import { users } from '../user/table.js';

/**
 * The seller's half-filled listing, one per user, saved as they type so it survives leaving the
 * flow, a 401 and a change of device. Never holds credentials (the service refuses them).
 */
export const consignmentDrafts = pgTable('consignment_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  gameId: integer('game_id').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * A good's login credentials, AES-256-GCM encrypted as one JSON document (DataCrypto, the key of
 * the real-name data). A table of its own so no goods query can select them by accident; only the
 * trade module's audited reveal will read `credentials_enc`.
 */
export const goodsCredentials = pgTable('goods_credentials', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id),
  credentialsEnc: text('credentials_enc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * A good's original registration data (首次注册信息, issue 41): the first bound phone or e-mail, the
 * registration date and place, the security answers, sealed as one JSON document (DataCrypto) like
 * the login, in a table of its own for the same reason. The seller's separate consent to hand it
 * to the buyer (PIPL art. 23) is recorded beside it, in the clear: when, and which wording.
 */
export const goodsRegistrations = pgTable('goods_registrations', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id),
  registrationEnc: text('registration_enc').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true, precision: 3 }).notNull(),
  consentVersion: smallint('consent_version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});

export const REVIEW_DECISION = { approved: 1, rejected: 2 } as const;

/**
 * Every review decision on a good (history: a good may be rejected, edited and approved). The
 * newest rejected row of a good in state 99 is the reason the seller sees.
 */
export const goodsReviews = pgTable(
  'goods_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    reviewerId: integer('reviewer_id').references(() => users.id),
    decision: smallint('decision').notNull(),
    reason: varchar('reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('goods_reviews_goods_idx').on(t.goodsId, t.id),
    index('goods_reviews_seller_decision_idx').on(t.sellerId, t.decision),
  ],
);
