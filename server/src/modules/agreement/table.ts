import { customType, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../order/table.js';
import type { AgreementFacts } from './facts.js';

/** PostgreSQL bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * One trade agreement (交易协议) per paid order. The facts are fixed in the payment's transaction
 * (the parties, the goods, the price and the rules in force then); the PDF and HTML are rendered
 * from them once, right after, and kept here in the database, not on a disk, so every instance
 * serves the same bytes. The PDF's SHA-256 also goes into the order's timeline, so a copy a party
 * kept can be checked against what the order recorded.
 */
export const orderAgreements = pgTable('order_agreements', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  facts: jsonb('facts').$type<AgreementFacts>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  /** null until rendered; written once (`where pdf is null`), never again */
  pdf: bytea('pdf'),
  html: text('html'),
  sha256: varchar('sha256', { length: 64 }),
  renderedAt: timestamp('rendered_at', { withTimezone: true, precision: 3 }),
});
export type AgreementRow = typeof orderAgreements.$inferSelect;
