import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { Actor } from '../../lib/actor.js';
import type { SessionRepo } from './repository.js';

const RENEW_EVERY_MS = 60 * 60_000;

/** Login sessions: a token issued at login, resolved on each request, revoked at logout. */
export function createSessionService(deps: { config: AppConfig; repo: SessionRepo; clock: Clock }) {
  const { config, repo, clock } = deps;
  const ttlMs = config.tokenTtlDays * 24 * 3600_000;
  // use keeps a session alive (ttlMs at a time) but never past this long after its login: a stolen
  // token that is used every day still dies, and the owner logs in again
  const maxMs = config.sessionMaxDays * 24 * 3600_000;
  const expiryAt = (now: Date, createdAt: Date) =>
    new Date(Math.min(now.getTime() + ttlMs, createdAt.getTime() + maxMs));
  return {
    async issue(userId: number): Promise<string> {
      const token = randomToken(32);
      const now = clock.now();
      await repo.create({ tokenHash: sha256(token), userId, expiresAt: expiryAt(now, now), now });
      // expired sessions are useless; sweeping now and then on login keeps the table small without a scheduler
      if (Math.random() < 0.02) await repo.purgeExpired(now);
      return token;
    },
    /** Resolve a presented token; renews the expiry at most once per hour to avoid a write per request. */
    async resolve(token: string): Promise<Actor | null> {
      if (!token || token.length > 200) return null;
      const now = clock.now();
      const s = await repo.findActive(sha256(token), now);
      if (!s) return null;
      // sessions renewed before the absolute end existed may hold a later expiry: the login time decides
      if (now.getTime() >= s.createdAt.getTime() + maxMs) return null;
      if (now.getTime() - s.renewedAt.getTime() >= RENEW_EVERY_MS) {
        await repo.renew(s.sessionId, expiryAt(now, s.createdAt), now);
      }
      return { userId: s.userId, sessionId: s.sessionId, roles: s.roles };
    },
    revoke: (sessionId: number) => repo.deleteById(sessionId),
    revokeAllOf: (userId: number, exceptSessionId?: number) => repo.deleteByUser(userId, exceptSessionId),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
