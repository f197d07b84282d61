import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { randomAlnum } from '../../lib/crypto.js';
import { Conflict } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { UserReads, UserRow, UserWrites } from '../user/index.js';
import type { CaptchaService } from './captcha.js';
import type { KnownSources } from './known-sources.js';
import type { AlipayPhoneProvider, WechatPhoneProvider } from './phone-provider.js';
import type { SessionService } from './sessions.js';
import type { SmsService } from './sms-codes.js';
import { PHONE_TAKEN } from './texts.js';

/** What the auth service is built from (index.ts hands them in). */
export interface AuthDeps {
  config: AppConfig;
  users: Pick<UserReads, 'findById' | 'findActiveByPhone' | 'findActiveByUserName' | 'phoneTaken'>;
  /** sign-up and a password reset write `users` through its owner */
  userWrites: Pick<UserWrites, 'insert' | 'setPassword'>;
  captcha: CaptchaService;
  sms: SmsService;
  sessions: SessionService;
  limiter: RateLimiter;
  clock: Clock;
  /** how the password step-up waits (tests record the delays instead of waiting) */
  sleep?: (ms: number) => Promise<void>;
  /** one-tap login: the platforms that vouch for a phone number (null: not configured) */
  phones?: { wechat: WechatPhoneProvider | null; alipay: AlipayPhoneProvider | null };
  /** where each account has logged in from: those sources skip the account-wide step-up */
  knownSources: KnownSources;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What the auth service's use cases (logins, one-tap logins, registration and a new password)
 * share: the dependencies with their defaults, a new account, and a session for a login.
 */
export function authContext(deps: AuthDeps) {
  const { users, userWrites, sessions, clock, knownSources } = deps;

  async function newUser(phone: string, passwordHash: string | null): Promise<UserRow> {
    // generated names can collide (rarely); retry with a fresh one, but a phone collision is final
    for (let i = 0; i < 5; i++) {
      const row = await userWrites.insert({ userName: `hs_${randomAlnum(8)}`, phone, passwordHash }, clock.now());
      if (row) return row;
      if (await users.phoneTaken(phone)) throw new Conflict(PHONE_TAKEN);
    }
    throw new Conflict('注册失败，请重试');
  }

  /** A session for a login that succeeded from `source` (the caller's address key), which becomes known. */
  async function signIn(userId: number, source: string): Promise<string> {
    const token = await sessions.issue(userId);
    await knownSources.remember(userId, source);
    return token;
  }

  return {
    ...deps,
    sleep: deps.sleep ?? realSleep,
    phones: deps.phones ?? { wechat: null, alipay: null },
    newUser,
    signIn,
  };
}
export type AuthContext = ReturnType<typeof authContext>;
