import type { AppConfig } from '../../config.js';
import { createAudited, type AuditWriter } from '../../lib/audited.js';
import type { ModerationService } from '../moderation/index.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { checkImages } from '../../lib/images.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import type { UploadService } from '../upload/index.js';
import type { ProblemRepo } from './repository.js';
import { PROBLEM_STATUS, type ProblemRow } from './table.js';

export const PROBLEM_CATEGORIES = {
  feedback: ['账号问题', '交易问题', '支付问题', '功能异常', '其他'],
  suggest: ['产品建议', '服务投诉', '体验优化', '其他'],
} as const;
export type ProblemKind = keyof typeof PROBLEM_CATEGORIES;

export const CONTENT_MIN = 5;
export const CONTENT_MAX = 1000;
export const IMAGES_MAX = 4;
export const REPLY_MAX = 1000;

/** Length as a person counts it (code points). */
const chars = (s: string) => Array.from(s).length;

function toMine(p: ProblemRow) {
  return {
    id: p.id,
    kind: p.kind as ProblemKind,
    category: p.category,
    content: p.content,
    images: p.images,
    contact: p.contact,
    status: p.status,
    reply: p.reply,
    repliedAt: p.repliedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

export function createProblemService(deps: {
  moderation: Pick<ModerationService, 'assertAllowed'>;
  repo: ProblemRepo;
  upload: Pick<UploadService, 'ownImages'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits'>;
  clock: Clock;
  db: Db;
}) {
  const { repo, upload, messages, audit, limiter, config, clock, db, moderation } = deps;
  const audited = createAudited({ db, audit, clock });

  return {
    categories: () => ({ feedback: [...PROBLEM_CATEGORIES.feedback], suggest: [...PROBLEM_CATEGORIES.suggest] }),

    async submit(
      actor: Actor,
      b: { kind: ProblemKind; category: string; content: string; images?: string[]; contact?: string },
    ) {
      const cats: readonly string[] = PROBLEM_CATEGORIES[b.kind];
      if (!cats.includes(b.category)) throw new BadRequest(`问题分类不正确，可选：${cats.join('、')}`);
      const content = b.content.trim();
      if (chars(content) < CONTENT_MIN || chars(content) > CONTENT_MAX)
        throw new BadRequest(`问题描述应为${CONTENT_MIN}-${CONTENT_MAX}字`);
      const contact = b.contact?.trim() || null;
      if (contact && chars(contact) > 50) throw new BadRequest('联系方式不能超过50字');
      await moderation.assertAllowed(actor.userId, 'feedback', [{ label: '问题描述', text: content }]);
      const images = await checkImages(upload, actor.userId, b.images, IMAGES_MAX);
      // counted only once the input is valid, so a typo does not cost one of the hour's submissions
      await enforce(limiter, 'problem:user', String(actor.userId), config.rateLimits.problemUser);
      return repo.insert({
        userId: actor.userId,
        kind: b.kind,
        category: b.category,
        content,
        images,
        contact,
        createdAt: clock.now(),
      });
    },

    async mine(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.pageOfUser(actor.userId, p.limit, p.offset);
      return { rows: rows.map(toMine), total };
    },

    // ------------------------------------------------------------ operators
    async queue(q: { status?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.queue(q.status, p.limit, p.offset);
      return {
        rows: rows.map((r) => ({
          ...toMine(r.p),
          userId: r.p.userId,
          nickName: r.nickName ?? '',
          closedAt: r.p.closedAt?.toISOString() ?? null,
        })),
        total,
      };
    },

    /**
     * Answers a pending (or re-answers a replied) question: status 1, the user messaged, audited,
     * all in one transaction. A closed question cannot be answered any more.
     */
    async reply(actor: Actor, id: number, replyText: string) {
      const reply = replyText.trim();
      if (chars(reply) < 2 || chars(reply) > REPLY_MAX) throw new BadRequest(`回复内容应为2-${REPLY_MAX}字`);
      const now = clock.now();
      await audited(actor, 'problem.reply', 'problem', async (tx) => {
        const before = await repo.findById(id, tx);
        if (!before) throw new NotFound('问题不存在');
        const row = await repo.transition(
          id,
          [PROBLEM_STATUS.pending, PROBLEM_STATUS.replied],
          { status: PROBLEM_STATUS.replied, reply, repliedBy: actor.userId, repliedAt: now },
          tx,
        );
        if (!row) throw new Conflict('问题已关闭，不能回复');
        await messages.sendMessage(
          row.userId,
          {
            sendType: SEND_TYPE.problemReplied,
            title: '您的问题有新回复',
            content: `您提交的「${row.category}」问题已回复：${reply}`,
            ref: { type: 'problem', id },
          },
          tx,
        );
        return {
          id,
          before: { status: before.status, reply: before.reply },
          after: { status: row.status, reply },
          at: now,
          out: undefined,
        };
      });
    },

    async close(actor: Actor, id: number) {
      const now = clock.now();
      await audited(actor, 'problem.close', 'problem', async (tx) => {
        const before = await repo.findById(id, tx);
        if (!before) throw new NotFound('问题不存在');
        const row = await repo.transition(
          id,
          [PROBLEM_STATUS.pending, PROBLEM_STATUS.replied],
          { status: PROBLEM_STATUS.closed, closedAt: now },
          tx,
        );
        if (!row) throw new Conflict('问题已关闭');
        return { id, before: { status: before.status }, after: { status: row.status }, at: now, out: undefined };
      });
    },
  };
}
export type ProblemService = ReturnType<typeof createProblemService>;
