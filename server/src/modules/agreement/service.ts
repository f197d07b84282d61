import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import type { OrderReads, OrderRow, OrderWrites } from '../order/index.js';
import type { RealnameService } from '../realname/index.js';
import { buildFacts } from './facts.js';
import { renderHtml } from './html.js';
import { renderPdf } from './pdf.js';
import type { AgreementRepo } from './repository.js';
import type { AgreementRow } from './table.js';

/** The order timeline's event that records the PDF's SHA-256 (order/texts.ts names it). */
export const AGREEMENT_EVENT = 'agreement';
const NOTE_PREFIX = 'SHA-256 ';
const NO_ORDER = '订单不存在';
const NOT_YET = '该订单尚未付款，暂无交易协议';
/** orders paid before agreements existed: none is made afterwards, under rules that were not theirs */
const NONE_THEN = '该订单付款时平台尚未提供交易协议';
/** a supplied copy larger than this is not an agreement (ours are tens of kilobytes) */
export const MAX_VERIFY_BYTES = 2 * 1024 * 1024;

export const sha256Of = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

type Rendered = AgreementRow & { pdf: Buffer; html: string; sha256: string; renderedAt: Date };
const isRendered = (r: AgreementRow | undefined): r is Rendered => !!r?.pdf && !!r.html && !!r.sha256;

export function createAgreementService(deps: {
  db: Db;
  repo: AgreementRepo;
  orders: Pick<OrderReads, 'byId' | 'events'>;
  orderWrites: Pick<OrderWrites, 'addEvent'>;
  realname: Pick<RealnameService, 'partyOf'>;
  rules: Record<string, string>;
  clock: Clock;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { db, repo, orders, orderWrites, realname, rules, clock } = deps;

  /**
   * Renders the stored facts and keeps the result unless another render got there first; either
   * way answers the stored row. The SHA-256 event is written in the same transaction as the bytes,
   * so there is exactly one, and it names the bytes that are kept.
   */
  async function ensure(orderId: number): Promise<Rendered | undefined> {
    const row = await repo.byOrder(orderId);
    if (!row) return undefined;
    if (isRendered(row)) return row;
    const pdf = await renderPdf(row.facts);
    const sha256 = sha256Of(pdf);
    const html = renderHtml(row.facts, sha256);
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (await repo.storeRendered({ orderId, pdf, html, sha256, renderedAt: now }, tx))
        await orderWrites.addEvent(
          { orderId, type: AGREEMENT_EVENT, actorId: null, note: `${NOTE_PREFIX}${sha256}`, createdAt: now },
          tx,
        );
    });
    const stored = await repo.byOrder(orderId);
    return isRendered(stored) ? stored : undefined;
  }

  /** The SHA-256 the order's timeline recorded for its agreement (the event, not this module's row). */
  async function recordedHash(orderId: number): Promise<string | null> {
    const events = await orders.events(orderId);
    const e = events.find((x) => x.type === AGREEMENT_EVENT && x.note?.startsWith(NOTE_PREFIX));
    return e ? e.note!.slice(NOTE_PREFIX.length) : null;
  }

  async function open(o: OrderRow | undefined): Promise<Rendered> {
    if (!o) throw new NotFound(NO_ORDER);
    const a = await ensure(o.id);
    if (!a) throw new NotFound(o.paidAt ? NONE_THEN : NOT_YET);
    return a;
  }

  /** a party's copy; anyone else is told the order does not exist, as every order route does */
  async function forParty(actor: Actor, orderId: number) {
    const o = await orders.byId(orderId);
    if (!o || (o.buyerId !== actor.userId && o.sellerId !== actor.userId)) throw new NotFound(NO_ORDER);
    return { order: o, agreement: await open(o) };
  }

  const info = (o: OrderRow, a: Rendered) => ({
    orderId: o.id,
    orderNo: o.orderNo,
    fileName: `号市交易协议-${o.orderNo}.pdf`,
    sha256: a.sha256,
    sizeBytes: a.pdf.length,
    createdAt: a.renderedAt.toISOString(),
  });

  return {
    /**
     * The pay-order flow's step, inside the payment's transaction: fixes what the agreement will say
     * (the parties' verified names, the goods, the money, the rules in force now). Cheap: rendering
     * comes after the commit (`ensure`), so a slow or failing render never holds or undoes a payment.
     */
    async record(o: OrderRow, now: Date, tx: Executor): Promise<void> {
      const [buyer, seller, goods] = await Promise.all([
        realname.partyOf(o.buyerId, tx),
        realname.partyOf(o.sellerId, tx),
        repo.goodsSnapshot(o.goodsId, tx),
      ]);
      if (!goods) throw new Error(`order ${o.id}: its good ${o.goodsId} is missing`);
      const facts = buildFacts({ order: o, paidAt: o.paidAt ?? now, buyer, seller, goods, rules });
      await repo.insertFacts({ orderId: o.id, facts, createdAt: now }, tx);
    },
    ensure,
    /** Renders what a failed or interrupted render left (the job; any instance, any number of times). */
    async renderPending(limit = 20): Promise<number> {
      let n = 0;
      for (const id of await repo.unrendered(limit)) {
        try {
          if (await ensure(id)) n++;
        } catch (e) {
          deps.log?.warn({ orderId: id, err: (e as Error).message }, 'agreement render failed');
        }
      }
      return n;
    },
    async partyInfo(actor: Actor, orderId: number) {
      const { order, agreement } = await forParty(actor, orderId);
      return info(order, agreement);
    },
    partyFile: forParty,
    async staffInfo(orderId: number) {
      const o = await orders.byId(orderId);
      const a = await open(o);
      return { ...info(o!, a), recordedSha256: await recordedHash(orderId) };
    },
    async staffFile(orderId: number) {
      const o = await orders.byId(orderId);
      return { order: o!, agreement: await open(o) };
    },
    /**
     * Checks a copy someone presents (a party's download, an attachment to a complaint) against the
     * SHA-256 the order's timeline recorded: any changed byte gives another hash.
     */
    async verify(orderId: number, fileBase64: string) {
      const o = await orders.byId(orderId);
      if (!o) throw new NotFound(NO_ORDER);
      await ensure(orderId); // a render still pending records its hash first
      const recorded = await recordedHash(orderId);
      if (!recorded) throw new NotFound(o.paidAt ? NONE_THEN : NOT_YET);
      const bytes = Buffer.from(fileBase64, 'base64');
      if (!bytes.length) throw new BadRequest('请上传要核验的协议文件');
      if (bytes.length > MAX_VERIFY_BYTES) throw new BadRequest('文件过大，不是本平台生成的交易协议');
      const supplied = sha256Of(bytes);
      return { match: supplied === recorded, suppliedSha256: supplied, recordedSha256: recorded };
    },
  };
}
export type AgreementService = ReturnType<typeof createAgreementService>;
