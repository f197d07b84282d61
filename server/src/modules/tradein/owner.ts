import { BadRequest, Conflict, Forbidden } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import {
  BACKLIST_STATUS,
  BACKLIST_TYPE,
  type AppraisalInput,
  type BacklistRow,
  type TradeInHooks,
} from '../appraisal/index.js';
import { SEND_TYPE } from '../message/index.js';
import { checkCredentials, type CredentialsInput } from '../selling/index.js';
import { REAL_STATUS } from '../user/index.js';
import type { tradeInAcceptance } from './accept.js';
import type { TradeInContext } from './context.js';
import { QUOTE_STATUS, STAGE } from './table.js';
import { cancelledText, refusedText } from './texts.js';
import { tradeInOf } from './views.js';

/**
 * The owner's request while merchants quote: submitting it (through the appraisal module's
 * hooks), deciding on the quotes (accepting is `accept`, from accept.ts), cancelling, and handing
 * the account over once paid.
 */
export function tradeInOwner(ctx: TradeInContext, accept: ReturnType<typeof tradeInAcceptance>['accept']) {
  const { repo, appraisalWrites, appraisal, users, clock, db, cfg, closePayments, seal, gameName, send, locked } = ctx;
  const { setStage, itemOf, reread } = ctx;

  async function describe(rows: BacklistRow[]) {
    const ids = rows.map((r) => r.id);
    const [details, quotes] = await Promise.all([repo.details(ids), repo.quotesOf(ids)]);
    const now = clock.now();
    const out = new Map<number, ReturnType<typeof tradeInOf>>();
    for (const r of rows) {
      const d = details.get(r.id);
      if (d)
        out.set(
          r.id,
          tradeInOf(
            r,
            d,
            quotes.filter((x) => x.q.requestId === r.id),
            now,
          ),
        );
    }
    return out;
  }

  async function refuse(actor: Actor, id: number) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { r, d } = await locked(id, tx, actor.userId);
      if (d.stage !== STAGE.quoting) throw new Conflict('当前状态不能拒绝报价');
      const closed = await repo.moveQuotes(id, [QUOTE_STATUS.active], QUOTE_STATUS.closed, now, tx);
      await setStage(id, STAGE.refused, BACKLIST_STATUS.refused, now, tx);
      const game = await gameName(r.gameId);
      for (const q of closed) await send(q.merchantId, SEND_TYPE.tradeInClosed, refusedText(game, id), id, tx);
    });
    return reread(id, actor.userId);
  }

  async function cancel(actor: Actor, id: number) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { r, d } = await locked(id, tx, actor.userId);
      if (d.stage === STAGE.paid || d.stage === STAGE.handedOver) throw new Conflict('商户已付款，不能取消');
      if (d.stage === STAGE.cancelled) throw new Conflict('回收申请已取消');
      if (d.stage !== STAGE.quoting && d.stage !== STAGE.accepted) throw new Conflict('回收申请已结束');
      const closed = await repo.moveQuotes(
        id,
        [QUOTE_STATUS.active, QUOTE_STATUS.accepted],
        QUOTE_STATUS.closed,
        now,
        tx,
      );
      if (d.acceptedQuoteId !== null) await closePayments(d.acceptedQuoteId, now, tx);
      await setStage(id, STAGE.cancelled, BACKLIST_STATUS.cancelled, now, tx);
      const game = await gameName(r.gameId);
      for (const q of closed)
        await send(
          q.merchantId,
          SEND_TYPE.tradeInClosed,
          cancelledText(game, id, q.status === QUOTE_STATUS.closed && d.acceptedQuoteId === q.id),
          id,
          tx,
        );
    });
  }

  const hooks: TradeInHooks = {
    submit: (actor, b) => submit(actor, b),
    cancel,
    describe,
    acceptedSince: (gameId, since) => repo.acceptedSince(gameId, since),
  };

  async function submit(actor: Actor, b: AppraisalInput) {
    const me = await users.findById(actor.userId);
    // the realname module admits adults only (age checked at verification), so verified = adult
    if (!me || me.realStatus !== REAL_STATUS.verified)
      throw new Forbidden('提交回收前请先完成实名认证（需年满18周岁）');
    if (!b.credentials) throw new BadRequest('请填写游戏账号信息（账号、密码）');
    const credentials = checkCredentials(b.credentials);
    const v = await appraisal.prepare(actor, b);
    const row = await db.transaction(async (tx) => {
      const r = await appraisalWrites.insert(
        { ...v, type: BACKLIST_TYPE.tradeIn, status: BACKLIST_STATUS.awaiting },
        tx,
      );
      await repo.insertDetails(
        {
          requestId: r.id,
          credentialsEnc: seal(credentials),
          stage: STAGE.quoting,
          quoteEndsAt: new Date(v.createdAt.getTime() + cfg.quoteWindowMs),
          feeBps: cfg.feeBps,
          updatedAt: v.createdAt,
        },
        tx,
      );
      return r;
    });
    return itemOf(row);
  }

  return {
    hooks,
    submit,
    cancel,

    async decide(actor: Actor, id: number, b: { status: number; quoteId?: number }) {
      if (b.status === BACKLIST_STATUS.accepted) {
        if (b.quoteId === undefined) throw new BadRequest('请选择要接受的报价');
        return accept(actor, id, b.quoteId);
      }
      if (b.status === BACKLIST_STATUS.refused) return refuse(actor, id);
      if (b.status === BACKLIST_STATUS.cancelled) {
        await cancel(actor, id);
        return reread(id, actor.userId);
      }
      throw new BadRequest('参数错误：status 只能为 2、4、5');
    },

    /** The owner says the account is handed over (after payment); new login details may replace the stored ones. */
    async handover(actor: Actor, id: number, b: { credentials?: CredentialsInput }) {
      const sealed = b.credentials ? seal(checkCredentials(b.credentials)) : null;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { d } = await locked(id, tx, actor.userId);
        if (d.stage === STAGE.quoting || d.stage === STAGE.accepted) throw new Conflict('商户尚未付款');
        if (d.stage === STAGE.handedOver) throw new Conflict('已提交交接，请等待平台验号');
        if (d.stage !== STAGE.paid) throw new Conflict('回收申请已结束');
        await repo.updateDetails(
          id,
          { stage: STAGE.handedOver, handedOverAt: now, updatedAt: now, ...(sealed ? { credentialsEnc: sealed } : {}) },
          tx,
        );
      });
      return reread(id, actor.userId);
    },
  };
}
