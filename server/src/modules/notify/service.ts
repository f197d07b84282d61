import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest } from '../../lib/errors.js';
import { runEvery, type IntervalJob } from '../../lib/jobs.js';
import type { Actor } from '../../lib/actor.js';
import type { SmsProvider } from '../auth/index.js';
import { USER_STATUS, type UserReads } from '../user/index.js';
import type { SubscribeProvider } from './provider.js';
import type { NotifyRepo } from './repository.js';
import { NOTIFY_EVENTS, type NotifyEvent } from './table.js';

export const EVENT_TITLE: Record<NotifyEvent, string> = {
  payment_received: '买家已付款',
  handover_started: '支付成功，开始交接',
  dispute_opened: '买家发起了纠纷',
  dispute_answered: '卖家已答辩',
  claim_decided: '找回申请已处理',
  withdraw_paid: '提现已打款',
  consult_answered: '客服回复了你的咨询',
  handover_update: '平台验号换绑有新进展',
  reserve_update: '货款保证金冻结或解冻',
  deadline_outcome: '期限已到，订单已按规则处理',
};

/** What a caller of sendMessage adds to also reach the user outside the app. */
export interface OutsideNotice {
  event: NotifyEvent;
  /** unique per event and recipient, e.g. `payment_received:order:42` */
  key: string;
  /** the SMS text (short, no links, no personal data) */
  sms: string;
  /** the mini-program page the subscription message opens */
  page: string;
}

/** WeChat "thing" fields take at most 20 characters. */
const thing = (s: string) => Array.from(s).slice(0, 20).join('');
/** "2026-03-01 10:05" in China time (the subscription template's time field). */
const cnTime = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export function createNotifyService(deps: {
  repo: NotifyRepo;
  users: Pick<UserReads, 'findById'>;
  sms: SmsProvider;
  wx: SubscribeProvider;
  config: Pick<AppConfig, 'notify'>;
  clock: Clock;
  db: Db;
  log: FastifyBaseLogger;
}) {
  const { repo, users, sms, wx, config, clock, db, log } = deps;
  const templates = config.notify.wxTemplates;
  const known = new Set(Object.values(templates));

  async function deliver(row: Awaited<ReturnType<NotifyRepo['claimDue']>>[number]) {
    const u = await users.findById(row.userId);
    const errors: string[] = [];
    let smsResult = 'none';
    let wxResult = 'none';
    if (u && u.status === USER_STATUS.active) {
      if (!u.smsNotify) smsResult = 'off';
      else if (u.phone) {
        try {
          await sms.notify({ phone: u.phone, text: row.smsText });
          smsResult = 'sent';
        } catch (e) {
          smsResult = 'failed';
          errors.push(`sms: ${(e as Error).message}`);
        }
      }
      const templateId = templates[row.event];
      const openid = await repo.openidOf(row.userId);
      // one accept = one message: it is used up even if WeChat then refuses (as WeChat counts it)
      if (openid && (await repo.useSubscription(row.userId, templateId, clock.now()))) {
        try {
          await wx.send({ openid, templateId, page: row.data.page, data: row.data.fields });
          wxResult = 'sent';
        } catch (e) {
          wxResult = 'failed';
          errors.push(`wx: ${(e as Error).message}`);
        }
      }
    }
    if (errors.length) log.warn({ outboxId: row.id, event: row.event, errors }, 'notification delivery failed');
    await repo.result(row.id, { smsResult, wxResult, error: errors.length ? errors.join('; ').slice(0, 200) : null });
  }

  return {
    /** Written in the caller's transaction (by sendMessage); sent after it commits, once. */
    async enqueue(userId: number, n: OutsideNotice & { title: string }, tx?: Executor) {
      const now = clock.now();
      await repo.enqueue(
        {
          eventKey: n.key.slice(0, 80),
          userId,
          event: n.event,
          smsText: `【号市】${n.sms}`.slice(0, 200),
          data: { page: n.page, fields: { thing1: thing(n.title), thing2: thing(n.sms), time3: cnTime(now) } },
          createdAt: now,
        },
        tx,
      );
    },

    /** Sends everything due, in batches; returns how many events were handled. */
    async dispatchDue(batch = 50): Promise<number> {
      let total = 0;
      for (;;) {
        const rows = await db.transaction((tx) => repo.claimDue(batch, clock.now(), tx));
        for (const r of rows) await deliver(r);
        total += rows.length;
        if (rows.length < batch) return total;
      }
    },

    templates() {
      return NOTIFY_EVENTS.map((event) => ({ event, templateId: templates[event], title: EVENT_TITLE[event] }));
    },

    async subscribe(actor: Actor, b: { templateIds: string[]; authCode?: string }) {
      const ids = [...new Set(b.templateIds)];
      if (!ids.length) throw new BadRequest('参数错误：templateIds 不能为空');
      if (!ids.every((id) => known.has(id))) throw new BadRequest('参数错误：templateIds 含有未知的模板');
      const now = clock.now();
      if (b.authCode) {
        let openid: string;
        try {
          openid = await wx.openid(b.authCode);
        } catch (e) {
          log.warn({ err: (e as Error).message }, 'wx openid exchange failed');
          throw new BadRequest('参数错误：authCode 微信登录凭证无效，请重试');
        }
        await repo.setOpenid(actor.userId, openid, now);
      }
      const rows = await repo.addSubscriptions(actor.userId, ids, now);
      return {
        subscribed: rows.map((r) => ({ templateId: r.templateId, remaining: r.remaining })),
        hasOpenid: !!(await repo.openidOf(actor.userId)),
      };
    },
  };
}
export type NotifyService = ReturnType<typeof createNotifyService>;

/** Sends the outbox on an interval (like the trade jobs: never overlapping, several instances safe). */
export function startNotifyJob(
  notify: Pick<NotifyService, 'dispatchDue'>,
  log: FastifyBaseLogger,
  intervalMs: number,
): IntervalJob {
  // no send at start, as before: a notice left from before a restart waits one interval at most
  return runEvery({ intervalMs, log, failure: 'notification job failed', atStart: false }, async () => {
    const n = await notify.dispatchDue();
    if (n) log.info({ sent: n }, 'notifications sent');
  });
}
