/**
 * Removes the demo data of SEED_DEMO from a database that must serve real users (`npm run
 * purge-demo`). The demo logins share a published password, so a production start refuses while
 * one of them still has it (demoLoginsWithPublishedPassword).
 *
 * What goes: the demo accounts (the four logins and the fictional shops), their goods, rental
 * listings, orders, rentals, trade-ins, offers, payments, refunds, ratings, chats, messages,
 * sessions, uploads and ledger entries (the platform's entries of those orders, rentals and
 * trade-ins too, so what is left still sums to zero per order), the demo staff contacts, QQ groups,
 * social accounts and blacklist entries.
 *
 * Real users who traded with a demo account: a trade whose money is still in flight (unpaid, paid,
 * disputed, refunding order; unpaid, running or unsettled rental; trade-in between acceptance and
 * completion) makes the command refuse and list it, changing nothing: an operator settles it in the
 * console (a refund for a real buyer of a demo good) and runs the command again. A settled trade is
 * the real user's record and is kept with its ledger entries as they are; the demo account on the
 * other side is then kept as a cancelled account (no name, phone, password or identity, like any
 * account its owner deleted), its demo-only records go, and its ledger is re-chained so that its
 * balance is still the sum of its entries to the fen.
 */
import { verify as argonVerify } from '@node-rs/argon2';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed.js';
import { DEMO_SELLERS } from '../modules/catalogue/seed.js';
import { DEMO_BLACKLIST, DEMO_GROUPS, DEMO_SOCIAL, DEMO_STAFF } from '../modules/support/seed.js';
import { normalizeAccount } from '../modules/blacklist/service.js';
import { SALE_STATE } from '../modules/catalogue/table.js';

export const PURGE_DEMO_COMMAND = 'npm run purge-demo';

/** The seeded accounts: a name and the phone it was seeded with (a real user who took either is not one). */
const DEMO_ACCOUNTS = [...DEMO_USERS, ...DEMO_SELLERS].map((u) => ({ userName: u.userName, phone: u.phone }));

async function rows<T>(tx: Executor, q: SQL): Promise<T[]> {
  return ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
}
async function ids(tx: Executor, q: SQL): Promise<number[]> {
  return (await rows<{ id: number | string }>(tx, q)).map((r) => Number(r.id));
}
/** `(1, 2, 3)`; `(null)` for none, which matches nothing. */
const list = (xs: number[]) =>
  xs.length
    ? sql`(${sql.join(
        xs.map((x) => sql`${x}`),
        sql`, `,
      )})`
    : sql`(null)`;

async function demoUserIds(tx: Executor): Promise<number[]> {
  const pairs = sql.join(
    DEMO_ACCOUNTS.map((a) => sql`(user_name = ${a.userName} and phone = ${a.phone})`),
    sql` or `,
  );
  return ids(tx, sql`select id from users where ${pairs} order by id`);
}

async function publishedPasswordLogins(db: Executor): Promise<{ id: number; userName: string }[]> {
  const names = DEMO_USERS.map((u) => u.userName);
  const found = await rows<{ id: number; user_name: string; password_hash: string }>(
    db,
    sql`select id, user_name, password_hash from users
        where user_name in ${sql`(${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`} and password_hash is not null and status = 0 order by id`,
  );
  const out: { id: number; userName: string }[] = [];
  for (const u of found)
    if (await argonVerify(u.password_hash, DEMO_PASSWORD).catch(() => false))
      out.push({ id: Number(u.id), userName: u.user_name });
  return out;
}

/** Demo logins that still open with the published DEMO_PASSWORD (argon2-checked against the stored hash). */
export async function demoLoginsWithPublishedPassword(db: Executor): Promise<string[]> {
  return (await publishedPasswordLogins(db)).map((u) => u.userName);
}

export interface PurgeResult {
  /** trades with a real user still under way: nothing was changed */
  blocked: string[];
  usersDeleted: number;
  /** demo accounts kept (cancelled, anonymised) because a real user's settled trade names them */
  usersKept: number;
  goods: number;
  orders: number;
  rentals: number;
  tradeIns: number;
  walletEntries: number;
  contacts: number;
  blacklist: number;
}

/** Everything of the demo in one transaction: a refusal or an error leaves the database as it was. */
export async function purgeDemo(db: Db, now: Date): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    const empty = {
      usersDeleted: 0,
      usersKept: 0,
      goods: 0,
      orders: 0,
      rentals: 0,
      tradeIns: 0,
      walletEntries: 0,
      contacts: 0,
      blacklist: 0,
    };
    // the seeded pairs, and a demo login whose phone changed but which still opens with the published
    // password (what a production start refuses must be what this removes)
    const D = [...new Set([...(await demoUserIds(tx)), ...(await publishedPasswordLogins(tx)).map((u) => u.id)])].sort(
      (a, b) => a - b,
    );
    const inD = (col: SQL) => sql`${col} in ${list(D)}`;
    const notD = (col: SQL) => sql`${col} not in ${list(D)}`;

    // trades between a demo account and a real one
    const crossOrder = sql`((${inD(sql`buyer_id`)}) <> (${inD(sql`seller_id`)}))`;
    const crossRental = sql`((${inD(sql`renter_id`)}) <> (${inD(sql`owner_id`)}))`;
    const crossTradeIn = sql`from backlist_requests r join tradein_details d on d.request_id = r.id
      join tradein_quotes q on q.id = d.accepted_quote_id
      where (r.user_id in ${list(D)}) <> (q.merchant_id in ${list(D)})`;

    const blocked = [
      ...(
        await rows<{ order_no: string; state: number }>(
          tx,
          sql`select order_no, state from orders where ${crossOrder} and state in (0, 1, 5, 6) order by id`,
        )
      ).map((o) => `订单 ${o.order_no}（状态 ${o.state}）`),
      ...(
        await rows<{ rental_no: string; state: number }>(
          tx,
          sql`select rental_no, state from rentals where ${crossRental} and state in (0, 1, 2) order by id`,
        )
      ).map((r) => `租号订单 ${r.rental_no}（状态 ${r.state}）`),
      ...(
        await rows<{ id: number; stage: string }>(
          tx,
          sql`select r.id, d.stage ${crossTradeIn} and d.stage in ('accepted', 'paid', 'handedOver') order by r.id`,
        )
      ).map((t) => `回收单 ${t.id}（${t.stage}）`),
    ];
    if (blocked.length) return { blocked, ...empty };

    // the demo's own trades (both sides demo accounts), and a real user's that never got paid
    const DO = await ids(
      tx,
      sql`select id from orders where (${inD(sql`buyer_id`)} and ${inD(sql`seller_id`)}) or (${crossOrder} and paid_at is null)`,
    );
    const DR = await ids(
      tx,
      sql`select id from rentals where (${inD(sql`renter_id`)} and ${inD(sql`owner_id`)}) or (${crossRental} and paid_at is null)`,
    );
    const DT = await ids(
      tx,
      sql`select r.id from backlist_requests r where ${inD(sql`r.user_id`)} and not exists (
            select 1 from tradein_details d join tradein_quotes q on q.id = d.accepted_quote_id
            where d.request_id = r.id and ${notD(sql`q.merchant_id`)})`,
    );
    const DC = await ids(tx, sql`select id from claims where order_id in ${list(DO)}`);

    // the seed's own audit rows (demo_operator appraising demo_buyer's account…) go with their targets
    await tx.execute(
      sql`delete from audit_log where ${inD(sql`actor_id`)} and (
            (target_type in ('appraisal', 'tradein') and target_id in ${list(DT)})
            or (target_type = 'order' and target_id in ${list(DO)})
            or (target_type = 'rental' and target_id in ${list(DR)})
            or (target_type = 'claim' and target_id in ${list(DC)})
            or (target_type = 'dispute' and target_id in (select id from disputes where order_id in ${list(DO)}))
            or (target_type = 'goods' and target_id in (select id from goods where ${inD(sql`seller_id`)}
                  and id not in (select goods_id from orders where id not in ${list(DO)})))
            or (target_type = 'rental_listing' and target_id in (select id from rental_listings where ${inD(sql`owner_id`)}
                  and id not in (select listing_id from rentals where id not in ${list(DR)}))))`,
    );

    // demo accounts a real user's settled trade names stay, as cancelled accounts; so does a demo
    // operator who acted on real users' records (the audit trail keeps what was done with the public password)
    const K = await ids(
      tx,
      sql`select buyer_id as id from orders where id not in ${list(DO)} union select seller_id from orders where id not in ${list(DO)}
          union select renter_id from rentals where id not in ${list(DR)} union select owner_id from rentals where id not in ${list(DR)}
          union select q.merchant_id ${crossTradeIn} union select r.user_id ${crossTradeIn}
          union select actor_id from audit_log where ${inD(sql`actor_id`)}`,
    ).then((k) => k.filter((id) => D.includes(id)));
    const DU = D.filter((id) => !K.includes(id));

    const DW = await ids(tx, sql`select id from withdrawals where user_id in ${list(DU)}`);

    // ledger: the demo accounts' own entries and the platform's side of the demo trades
    const ledger = await tx.execute(
      sql`delete from wallet_entries where user_id in ${list(DU)}
          or (ref_type = 'order' and ref_id in ${list(DO)}) or (ref_type = 'rental' and ref_id in ${list(DR)})
          or (ref_type = 'tradein' and ref_id in ${list(DT)}) or (ref_type = 'claim' and ref_id in ${list(DC)})
          or (ref_type = 'withdraw' and ref_id in ${list(DW)})
          or (ref_type = 'reserve' and ref_id in (select id from seller_reserves where order_id in ${list(DO)})) returning id`,
    );
    const walletEntries = (ledger as unknown as { rows: unknown[] }).rows.length;
    await tx.execute(sql`delete from withdrawals where id in ${list(DW)}`);
    // the seller reserves of the demo orders, and what their claims left the sellers owing
    await tx.execute(sql`delete from seller_reserves where order_id in ${list(DO)}`);
    await tx.execute(sql`delete from seller_debts where claim_id in ${list(DC)}`);

    // orders and everything hanging off them
    for (const t of [
      'credential_reveals',
      'order_chat',
      'order_chat_reads',
      'order_events',
      'order_ratings',
      'order_agreements',
      'claims',
    ])
      await tx.execute(sql`delete from ${sql.identifier(t)} where order_id in ${list(DO)}`);
    // the staff handovers of those orders, with their checklists
    await tx.execute(
      sql`delete from handover_items where case_id in (select id from handover_cases where order_id in ${list(DO)})`,
    );
    await tx.execute(sql`delete from handover_cases where order_id in ${list(DO)}`);
    await tx.execute(sql`delete from refunds where order_id in ${list(DO)}`);
    await tx.execute(sql`delete from disputes where order_id in ${list(DO)}`);
    // the sandbox's own record of those payments and their refunds (its bill)
    await tx.execute(
      sql`delete from pay_sandbox_bill where pay_no in (select pay_no from payments where order_id in ${list(DO)}
          or (purpose = 'rental' and target_id in ${list(DR)}) or (purpose = 'tradein' and target_id in ${list(DT)}))`,
    );
    await tx.execute(sql`delete from payments where order_id in ${list(DO)}`);
    await tx.execute(sql`delete from payments where purpose = 'rental' and target_id in ${list(DR)}`);
    await tx.execute(sql`delete from payments where purpose = 'tradein' and target_id in ${list(DT)}`);
    await tx.execute(sql`update orders set offer_id = null where id in ${list(DO)}`);
    await tx.execute(sql`delete from orders where id in ${list(DO)}`);

    // rentals and listings no remaining rental names
    await tx.execute(sql`delete from rental_reveals where rental_id in ${list(DR)}`);
    await tx.execute(sql`delete from rentals where id in ${list(DR)}`);
    await tx.execute(
      sql`delete from rental_listings where ${inD(sql`owner_id`)} and id not in (select listing_id from rentals)`,
    );

    // trade-ins of demo accounts, and demo quotes nobody accepted on real users' trade-ins
    for (const t of ['tradein_reveals', 'tradein_quotes', 'tradein_details'])
      await tx.execute(sql`delete from ${sql.identifier(t)} where request_id in ${list(DT)}`);
    await tx.execute(sql`delete from backlist_requests where id in ${list(DT)}`);
    await tx.execute(
      sql`delete from tradein_quotes q where ${inD(sql`q.merchant_id`)}
          and not exists (select 1 from tradein_details d where d.accepted_quote_id = q.id)`,
    );
    await tx.execute(sql`delete from tradein_reveals where user_id in ${list(DU)}`);

    // offers (a real buyer's offer on a demo good too) no remaining order points at
    await tx.execute(
      sql`delete from price_offers where (${inD(sql`buyer_id`)} or ${inD(sql`seller_id`)})
          and id not in (select offer_id from orders where offer_id is not null)`,
    );

    // demo goods no remaining order or claim names (a real user's favourites and history of them too)
    const DG = await ids(
      tx,
      sql`select id from goods where ${inD(sql`seller_id`)}
          and id not in (select goods_id from orders) and id not in (select goods_id from claims)
          and id not in (select goods_id from price_offers)`,
    );
    // pre-sale questions a demo account asked or was asked about (its goods), with their lines
    const DQ = await ids(
      tx,
      sql`select id from consult_threads where ${inD(sql`user_id`)} or ${inD(sql`seller_id`)} or goods_id in ${list(DG)}`,
    );
    await tx.execute(sql`delete from consult_messages where thread_id in ${list(DQ)}`);
    await tx.execute(sql`delete from consult_threads where id in ${list(DQ)}`);
    for (const t of [
      'goods_browse',
      'goods_collect',
      'goods_credentials',
      'goods_registrations',
      'goods_reviews',
      'goods_views',
    ])
      await tx.execute(sql`delete from ${sql.identifier(t)} where goods_id in ${list(DG)}`);
    await tx.execute(sql`delete from goods where id in ${list(DG)}`);
    // a kept demo good (a real buyer's settled order names it) leaves the shop and loses its login
    await tx.execute(
      sql`update goods set sale_state = ${SALE_STATE.offShelf}, updated_at = ${now}
          where ${inD(sql`seller_id`)} and sale_state in (${SALE_STATE.pending}, ${SALE_STATE.onSale})`,
    );
    await tx.execute(
      sql`delete from goods_credentials where goods_id in (select id from goods where ${inD(sql`seller_id`)})`,
    );
    await tx.execute(
      sql`delete from goods_registrations where goods_id in (select id from goods where ${inD(sql`seller_id`)})`,
    );
    // and its registration data: the paid tiers are no longer offered on it
    await tx.execute(sql`update goods set has_registration = false where ${inD(sql`seller_id`)} and has_registration`);

    // what the demo accounts wrote or own
    for (const [t, col] of [
      ['sessions', 'user_id'],
      ['realname_attempts', 'user_id'],
      ['uploads', 'user_id'],
      ['goods_browse', 'user_id'],
      ['goods_collect', 'user_id'],
      ['messages', 'user_id'],
      ['consignment_drafts', 'user_id'],
      ['problems', 'user_id'],
      ['merchant_applications', 'user_id'],
      ['scam_reports', 'reporter_id'],
      ['notify_outbox', 'user_id'],
      ['wx_openids', 'user_id'],
      ['wx_subscriptions', 'user_id'],
      ['credential_reveals', 'user_id'],
      ['rental_reveals', 'user_id'],
      ['order_chat_reads', 'user_id'],
    ] as const)
      await tx.execute(sql`delete from ${sql.identifier(t)} where ${sql.identifier(col)} in ${list(DU)}`);
    await tx.execute(sql`delete from sessions where user_id in ${list(K)}`);
    await tx.execute(sql`delete from wx_openids where user_id in ${list(K)}`);
    // real rows a demo operator touched keep their content, without the name
    for (const [t, col] of [
      ['problems', 'replied_by'],
      ['merchant_applications', 'reviewed_by'],
      ['scam_reports', 'handled_by'],
      ['blacklist', 'created_by'],
      ['goods_reviews', 'reviewer_id'],
      ['site_settings', 'updated_by'],
      ['handover_templates', 'updated_by'],
      ['handover_cases', 'holder_id'],
      ['handover_items', 'checked_by'],
      ['order_events', 'actor_id'],
      ['order_chat', 'sender_id'],
      ['consult_messages', 'sender_id'],
      ['consult_threads', 'assignee_id'],
      ['disputes', 'decided_by'],
      ['claims', 'decided_by'],
      ['rentals', 'violation_by'],
      ['tradein_details', 'decided_by'],
      ['backlist_requests', 'manual_by'],
      ['withdrawals', 'processed_by'],
      ['client_errors', 'user_id'],
    ] as const)
      await tx.execute(
        sql`update ${sql.identifier(t)} set ${sql.identifier(col)} = null where ${sql.identifier(col)} in ${list(DU)}`,
      );
    await tx.execute(sql`delete from users where id in ${list(DU)}`);

    // kept demo accounts: cancelled like an account its owner deleted; the ledger re-chained
    await tx.execute(
      sql`update users set user_name = null, phone = null, nick_name = '已注销用户', avatar = null, email = null,
          password_hash = null, real_name_enc = null, id_card_enc = null, id_card_hash = null, real_status = 0,
          roles = array['user']::text[], status = 2, cancelled_at = ${now}, updated_at = ${now}
          where id in ${list(K)}`,
    );
    await tx.execute(
      sql`update wallet_entries w set balance_after_fen = s.run
          from (select id, sum(amount_fen) over (partition by user_id order by id) as run
                from wallet_entries where user_id in ${list(K)}) s
          where w.id = s.id`,
    );
    await tx.execute(
      sql`update users u set balance_fen = coalesce((select sum(amount_fen) from wallet_entries w where w.user_id = u.id), 0)
          where id in ${list(K)}`,
    );

    // the demo's contacts and blacklist: invented numbers nobody should be sent to
    let contacts = 0;
    for (const s of DEMO_STAFF)
      contacts += (
        await rows(
          tx,
          sql`delete from support_staff where name = ${s.name} and qq is not distinct from ${s.qq}
              and wechat is not distinct from ${s.wechat} returning id`,
        )
      ).length;
    for (const g of DEMO_GROUPS)
      contacts += (await rows(tx, sql`delete from support_groups where name = ${g.name} and qq = ${g.qq} returning id`))
        .length;
    for (const s of DEMO_SOCIAL)
      contacts += (
        await rows(
          tx,
          sql`delete from social_accounts where platform = ${s.platform} and account = ${s.account} returning id`,
        )
      ).length;
    let black = 0;
    for (const b of DEMO_BLACKLIST)
      black += (
        await rows(
          tx,
          sql`delete from blacklist where account_norm = ${normalizeAccount(b.account)} and created_by is null
              and reason = ${b.reason} returning id`,
        )
      ).length;

    return {
      blocked: [],
      usersDeleted: DU.length,
      usersKept: K.length,
      goods: DG.length,
      orders: DO.length,
      rentals: DR.length,
      tradeIns: DT.length,
      walletEntries,
      contacts,
      blacklist: black,
    };
  });
}
