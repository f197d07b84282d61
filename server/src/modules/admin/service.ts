import type { Db } from '../../db/client.js';
import type { Reactions } from '../../lib/events.js';
import { createAudited } from '../../lib/audited.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE, type CatalogueService, type GoodsWrites } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import {
  STATE_TEXT,
  TAG_BARGAIN,
  REVIEW_DECISION,
  chars,
  type SellingReads,
  type SellingWrites,
} from '../selling/index.js';
import type { AdminRepo } from './repository.js';

/** Offered in the console's reject dialog; the operator may also type their own. */
export const REJECT_REASONS = [
  '截图不清晰或与描述不符',
  '标题含联系方式或违规内容',
  '价格明显异常',
  '账号信息不完整',
  '疑似盗号或来源不明',
  '区服信息填写错误',
] as const;

export function createReviewService(deps: {
  repo: AdminRepo;
  sellingReads: Pick<SellingReads, 'stateOf'>;
  /** the review row of a decision (the selling module owns `goods_reviews`) */
  sellingWrites: Pick<SellingWrites, 'addReview'>;
  /** a decision moves the listing out of review (the catalogue owns `goods`) */
  goods: Pick<GoodsWrites, 'transition'>;
  messages: Pick<MessageService, 'sendMessage'>;
  catalogue: Pick<CatalogueService, 'games' | 'template'>;
  /** publishes goods.changed after a review decision */
  events: Pick<Reactions, 'afterCommit'>;
  clock: Clock;
  db: Db;
}) {
  const { repo, sellingReads, sellingWrites, goods, messages, catalogue, clock, db, events } = deps;
  const audited = createAudited({ db, audit: repo, clock });

  /**
   * 0 → `to` in one transaction with the review row, the seller's message and the audit row, so
   * none of them exists without the others. Two operators deciding at once: one wins, the other 409.
   */
  async function decide(actor: Actor, id: number, to: number, reason: string | null) {
    const now = clock.now();
    const approved = to === SALE_STATE.onSale;
    await audited(actor, approved ? 'goods.approve' : 'goods.reject', 'goods', async (tx) => {
      const row = await goods.transition(id, null, { [SALE_STATE.pending]: to }, now, tx);
      if (!row) {
        const cur = await sellingReads.stateOf(id, tx);
        if (!cur) throw new NotFound('商品不存在');
        throw new Conflict(`商品${STATE_TEXT[cur.saleState] ?? '状态已变化'}，不能审核`);
      }
      // an operator who also sells may not pass their own listing; throwing here rolls the change back
      if (row.sellerId === actor.userId) throw new Forbidden('不能审核自己发布的商品');
      await sellingWrites.addReview(
        {
          goodsId: id,
          sellerId: row.sellerId,
          reviewerId: actor.userId,
          decision: approved ? REVIEW_DECISION.approved : REVIEW_DECISION.rejected,
          reason,
          createdAt: now,
        },
        tx,
      );
      await messages.sendMessage(
        row.sellerId,
        approved
          ? {
              sendType: SEND_TYPE.reviewPassed,
              title: '商品审核通过',
              content: `您的商品「${row.title}」已通过审核，现已上架出售。`,
              ref: { type: 'goods', id },
            }
          : {
              sendType: SEND_TYPE.reviewFailed,
              title: '商品审核未通过',
              content: `您的商品「${row.title}」未通过审核，原因：${reason}。请修改后重新提交。`,
              ref: { type: 'goods', id },
            },
        tx,
      );
      return {
        id,
        before: { saleState: SALE_STATE.pending },
        after: approved ? { saleState: to } : { saleState: to, reason },
        at: now,
        out: undefined,
      };
    });
    await events.afterCommit('goods.changed', { cause: 'goods.reviewed' });
  }

  return {
    reasons: () => [...REJECT_REASONS],

    async queue(q: { pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.pending(p.limit, p.offset);
      const [stats, games] = await Promise.all([
        repo.sellerStats([...new Set(rows.map((r) => r.sellerId))]),
        catalogue.games(),
      ]);
      const names = new Map(games.map((g) => [g.id, g.name]));
      const templates = new Map<number, Awaited<ReturnType<typeof catalogue.template>>>();
      for (const gid of new Set(rows.map((r) => r.gameId)))
        templates.set(gid, await catalogue.template(gid).catch(() => []));
      return {
        rows: rows.map((r) => ({
          id: r.id,
          goodsSn: r.goodsSn,
          title: r.title,
          gameName: names.get(r.gameId) ?? '',
          districtNames: r.districtNames,
          priceFen: r.priceFen,
          isGuarantee: r.isGuarantee as 0 | 1 | 2,
          bargain: r.tags.includes(TAG_BARGAIN),
          images: r.images,
          attrs: (templates.get(r.gameId) ?? [])
            .filter((a) => r.attrs[a.fieldKey] !== undefined)
            .map((a) => ({ fieldName: a.fieldName, value: r.attrs[a.fieldKey]! })),
          description: r.description,
          reviewNote: r.reviewNote,
          seller: {
            id: r.sellerId,
            nickName: r.sellerNick ?? '',
            verified: !!r.sellerVerified,
            ...stats.get(r.sellerId)!,
          },
          createdAt: r.createdAt.toISOString(),
        })),
        total,
      };
    },

    async approve(actor: Actor, id: number) {
      await decide(actor, id, SALE_STATE.onSale, null);
    },

    async reject(actor: Actor, id: number, reason: string) {
      const r = reason.trim();
      if (chars(r) < 2 || chars(r) > 200) throw new BadRequest('请填写驳回原因（2-200字）');
      await decide(actor, id, SALE_STATE.rejected, r);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
