import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { type AuditWriter, createAudited } from '../../lib/audited.js';
import type { Actor } from '../../lib/actor.js';
import type { UserWrites } from '../user/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import { PHONE_RE, QQ_RE } from '../support/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { MerchantRepo } from './repository.js';
import { APPLICATION_STATUS } from './table.js';

const chars = (s: string) => Array.from(s).length;

export interface ApplyInput {
  companyName?: string | null;
  contactName: string;
  phone: string;
  qq?: string | null;
  games: string[];
  intro: string;
}

const PENDING_MSG = '已有待审核的申请';
const ALREADY_MSG = '您已是认证商户';

export function createMerchantService(deps: {
  repo: MerchantRepo;
  /** an approval grants the merchant role in its own transaction (the user module owns `users`) */
  roles: Pick<UserWrites, 'grantRole'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  clock: Clock;
  db: Db;
}) {
  const { repo, roles, messages, audit, clock, db } = deps;
  const audited = createAudited({ db, audit, clock });

  function values(b: ApplyInput) {
    const companyName = b.companyName?.trim() || null;
    if (companyName && chars(companyName) > 50) throw new BadRequest('公司名称不能超过50字');
    const contactName = b.contactName.trim();
    if (chars(contactName) < 2 || chars(contactName) > 20) throw new BadRequest('联系人姓名应为2-20字');
    const phone = b.phone.trim();
    if (!PHONE_RE.test(phone)) throw new BadRequest('请输入11位手机号');
    const qq = b.qq?.trim() || null;
    if (qq && !QQ_RE.test(qq)) throw new BadRequest('QQ号格式不正确');
    const games = [...new Set(b.games.map((g) => g.trim()).filter(Boolean))];
    if (games.length < 1 || games.length > 10) throw new BadRequest('请选择1-10个经营的游戏');
    if (games.some((g) => chars(g) > 40)) throw new BadRequest('游戏名称不能超过40字');
    const intro = b.intro.trim();
    if (chars(intro) < 10 || chars(intro) > 500) throw new BadRequest('商户介绍应为10-500字');
    return { companyName, contactName, phone, qq, games, intro };
  }

  return {
    /** One pending application at a time; the partial unique index decides a race between two tabs. */
    async apply(actor: Actor, b: ApplyInput) {
      if (actor.roles.includes('merchant')) throw new Conflict(ALREADY_MSG);
      const v = values(b);
      if (await repo.hasPending(actor.userId)) throw new Conflict(PENDING_MSG);
      try {
        return await repo.insert({ ...v, userId: actor.userId, createdAt: clock.now() });
      } catch (e) {
        if (isUniqueViolation(e)) throw new Conflict(PENDING_MSG);
        throw e;
      }
    },

    async mine(actor: Actor) {
      const a = await repo.latestOf(actor.userId);
      return a ? { id: a.id, status: a.status, reason: a.reason, createdAt: a.createdAt.toISOString() } : null;
    },

    async queue(q: { status?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.queue(q.status, p.limit, p.offset);
      return {
        rows: rows.map(({ a, nickName }) => ({
          id: a.id,
          userId: a.userId,
          nickName: nickName ?? '',
          companyName: a.companyName,
          contactName: a.contactName,
          phone: a.phone,
          qq: a.qq,
          games: a.games,
          intro: a.intro,
          status: a.status,
          reason: a.reason,
          reviewedAt: a.reviewedAt?.toISOString() ?? null,
          createdAt: a.createdAt.toISOString(),
        })),
        total,
      };
    },

    /** Pending → approved, role merchant granted, the user messaged, audited: one transaction. */
    async approve(actor: Actor, id: number) {
      const now = clock.now();
      await audited(actor, 'merchant.approve', 'merchant_app', async (tx) => {
        const row = await repo.decide(
          id,
          { status: APPLICATION_STATUS.approved, reason: null, reviewedBy: actor.userId, reviewedAt: now },
          tx,
        );
        if (!row) {
          if (!(await repo.byId(id, tx))) throw new NotFound('申请不存在');
          throw new Conflict('该申请已处理');
        }
        await roles.grantRole(row.userId, 'merchant', now, tx);
        await messages.sendMessage(
          row.userId,
          {
            sendType: SEND_TYPE.merchantDecided,
            title: '商户申请已通过',
            content: '恭喜，您的商户入驻申请已通过审核，现已开通商户权限。',
            ref: { type: 'merchant', id },
          },
          tx,
        );
        return {
          id,
          before: { status: APPLICATION_STATUS.pending },
          after: { status: row.status, roleGranted: 'merchant' },
          out: null,
        };
      });
    },

    async reject(actor: Actor, id: number, reasonText: string) {
      const reason = reasonText.trim();
      if (chars(reason) < 2 || chars(reason) > 200) throw new BadRequest('请填写驳回原因（2-200字）');
      const now = clock.now();
      await audited(actor, 'merchant.reject', 'merchant_app', async (tx) => {
        const row = await repo.decide(
          id,
          { status: APPLICATION_STATUS.rejected, reason, reviewedBy: actor.userId, reviewedAt: now },
          tx,
        );
        if (!row) {
          if (!(await repo.byId(id, tx))) throw new NotFound('申请不存在');
          throw new Conflict('该申请已处理');
        }
        await messages.sendMessage(
          row.userId,
          {
            sendType: SEND_TYPE.merchantDecided,
            title: '商户申请未通过',
            content: `很抱歉，您的商户入驻申请未通过审核，原因：${reason}。您可修改资料后重新申请。`,
            ref: { type: 'merchant', id },
          },
          tx,
        );
        return { id, before: { status: APPLICATION_STATUS.pending }, after: { status: row.status, reason }, out: null };
      });
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
