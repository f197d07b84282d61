import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const USER_STATUS = { active: 0, disabled: 1, cancelled: 2 } as const;
export const REAL_STATUS = { unverified: 1, verified: 2 } as const;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // nullable: a cancelled account gives its user name and phone back (row kept for trade records)
    userName: varchar('user_name', { length: 32 }),
    userNameChanged: boolean('user_name_changed').notNull().default(false),
    nickName: varchar('nick_name', { length: 40 }),
    avatar: varchar('avatar', { length: 500 }),
    sex: varchar('sex', { length: 1 }).notNull().default('2'),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{user}'::text[]`),
    status: smallint('status').notNull().default(USER_STATUS.active),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    realStatus: smallint('real_status').notNull().default(REAL_STATUS.unverified),
    realNameEnc: text('real_name_enc'),
    idCardEnc: text('id_card_enc'),
    // keyed HMAC of the ID number: one ID verifies at most one account
    idCardHash: varchar('id_card_hash', { length: 64 }),
    realVerifiedAt: timestamp('real_verified_at', { withTimezone: true, precision: 3 }),
    /** SMS for trade events (payment, handover, disputes, claims, withdrawals); login codes are always sent */
    smsNotify: boolean('sms_notify').notNull().default(true),
    pwdFailCount: integer('pwd_fail_count').notNull().default(0),
    pwdLockedUntil: timestamp('pwd_locked_until', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(t.userName),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_id_card_hash_uq').on(t.idCardHash),
    index('users_status_idx').on(t.status),
  ],
);

export type UserRow = typeof users.$inferSelect;
