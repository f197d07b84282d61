import { NotFound } from '../../lib/errors.js';
import { sanitizeHtml } from '../../lib/sanitize.js';
import type { NoticeRepo } from './repository.js';

export function createNoticeService(deps: { repo: NoticeRepo }) {
  return {
    async pageOfType(noticeType: string) {
      const n = await deps.repo.latestPublishedOfType(noticeType);
      if (!n) throw new NotFound('内容不存在');
      // sanitised on the way out too, so content saved by any path can never carry script into the H5 page
      return { noticeType: n.noticeType, noticeTitle: n.title, noticeContent: sanitizeHtml(n.content), updateTime: n.updatedAt.toISOString() };
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
