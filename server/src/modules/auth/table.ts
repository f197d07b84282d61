import { index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/** Login sessions: only sha256(token) is stored so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_uq'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Image captchas live in the DB (not memory) so any API instance can check them. */
export const captchas = pgTable(
  'captchas',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    // the yzmRankey handed to the client
    id: varchar('id', { length: 64 }).primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.type), index('sms_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Where each account has logged in from (issue 34 §6): a keyed hash of the address key (an IPv4
 * address or an IPv6 /64, lib/client-address.ts) and the last success from it. A source listed here
 * skips the account-wide step-up that strangers' wrong passwords build up, so they cannot slow the
 * owner down. At most a few rows per account (known-sources.ts); no address is stored in clear.
 */
export const loginSources = pgTable(
  'login_sources',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceHash: varchar('source_hash', { length: 64 }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceHash], name: 'login_sources_pk' })],
);
