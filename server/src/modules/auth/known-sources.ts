import { and, desc, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { loginSources } from './table.js';

/** Sources remembered per account: a phone, a home and an office line, a few mobile networks. */
const KEEP_PER_USER = 10;
/** A source not logged in from for this long is a stranger again. */
const KNOWN_FOR_MS = 180 * 24 * 3600_000;

export function createLoginSourceRepo(db: Db) {
  return {
    async upsert(userId: number, sourceHash: string, at: Date) {
      await db
        .insert(loginSources)
        .values({ userId, sourceHash, lastSuccessAt: at })
        .onConflictDoUpdate({ target: [loginSources.userId, loginSources.sourceHash], set: { lastSuccessAt: at } });
    },
    /** Drops all but the `keep` most recently used sources of one account. */
    async trim(userId: number, keep: number) {
      const newest = db
        .select({ h: loginSources.sourceHash })
        .from(loginSources)
        .where(eq(loginSources.userId, userId))
        .orderBy(desc(loginSources.lastSuccessAt))
        .limit(keep);
      await db
        .delete(loginSources)
        .where(and(eq(loginSources.userId, userId), notInArray(loginSources.sourceHash, newest)));
    },
    async anySince(userId: number, hashes: string[], since: Date): Promise<boolean> {
      const [row] = await db
        .select({ h: loginSources.sourceHash })
        .from(loginSources)
        .where(
          and(
            eq(loginSources.userId, userId),
            inArray(loginSources.sourceHash, hashes),
            gte(loginSources.lastSuccessAt, since),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
export type LoginSourceRepo = ReturnType<typeof createLoginSourceRepo>;

/**
 * The addresses an account has logged in from. `source` is the caller's address key (an IPv4 address
 * or an IPv6 /64), hashed under DATA_KEY so the table holds no address in clear.
 */
export function createKnownSources(deps: { repo: LoginSourceRepo; crypto: DataCrypto; clock: Clock }) {
  const { repo, crypto, clock } = deps;
  const label = (source: string) => `login-source:${source}`;
  return {
    /** After any successful login (password, SMS, one-tap, registration): the owner was here. */
    async remember(userId: number, source: string) {
      await repo.upsert(userId, crypto.hmac(label(source)), clock.now());
      await repo.trim(userId, KEEP_PER_USER);
    },
    async isKnown(userId: number, source: string): Promise<boolean> {
      // hashes under previous keys too, so a key rotation does not make every owner a stranger
      return repo.anySince(userId, crypto.hmacAll(label(source)), new Date(clock.now().getTime() - KNOWN_FOR_MS));
    },
  };
}
export type KnownSources = ReturnType<typeof createKnownSources>;
