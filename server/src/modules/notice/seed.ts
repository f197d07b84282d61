import type { Db } from '../../db/client.js';
import { SEED_ARTICLES } from './articles.js';
import { CONTENT_PAGES } from './seed-content.js';
import { singlePages } from './pages-content.js';
import { createNoticeRepo } from './repository.js';
import { activeTimeBefore } from '../../lib/seed-dates.js';
import { createNoticeService } from './service.js';

/**
 * Seeds the single pages (one per type) and the announcements, news and help articles (one per type +
 * title). Idempotent: runs on every start, in embedded and PostgreSQL mode alike; returns what it added.
 */
export async function seedNoticeContent(db: Db, now: Date): Promise<{ pages: number; articles: number }> {
  const notice = createNoticeService({ repo: createNoticeRepo(db) });
  const pages = await notice.addMissing(
    // each page dated by its own last edit, not by the moment the seed ran
    singlePages(now).map(({ daysAgo, ...p }) => ({
      ...p,
      category: 'page',
      createdAt: activeTimeBefore(now, daysAgo, `page:${p.noticeType}`),
    })),
    'type',
  );
  const articles = await notice.addMissing(
    SEED_ARTICLES.map((a) => ({
      noticeType: a.noticeType,
      title: a.title,
      content: a.content.trim(),
      category: a.category ?? null,
      pinned: a.pinned ?? false,
      createdAt: activeTimeBefore(now, a.daysAgo, `article:${a.noticeType}:${a.title}`),
    })),
    'typeAndTitle',
  );
  return { pages, articles };
}

/** How many notices a full seed leaves on an empty database: agreement and privacy policy, the other pages, the articles. */
export const SEEDED_NOTICE_COUNT = CONTENT_PAGES.length + singlePages(new Date(0)).length + SEED_ARTICLES.length;
