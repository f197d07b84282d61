import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AuditWriter } from '../../lib/audited.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { MessageService } from '../message/index.js';
import type { ModerationService } from '../moderation/index.js';
import type { UploadService } from '../upload/index.js';
import type { UserReads } from '../user/index.js';
import type { ConsultRepo } from './repository.js';

/** What both sides of a consultation are built from. */
export interface ConsultDeps {
  repo: ConsultRepo;
  users: Pick<UserReads, 'nickNames'>;
  catalogue: Pick<CatalogueService, 'cardOf'>;
  moderation: Pick<ModerationService, 'screenChat'>;
  upload: Pick<UploadService, 'ownImages'>;
  messages: Pick<MessageService, 'sendMessage'>;
  audit: AuditWriter;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits'>;
  clock: Clock;
  db: Db;
}

/** A poll returns at most this many lines (the client asks again from the last id). */
export const LINES_MAX = 100;
