import { BadRequest } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { PHONE_RE } from '../../lib/phone.js';
import type { AuthContext } from './context.js';
import { lockedError, PWD_LOCK_AFTER, PWD_LOCK_MS, stepUpDelayMs, verifyPassword } from './password.js';

/** The password login, with its locks and step-up, and the logout. */
export function authLogin(ctx: AuthContext) {
  const { config, users, captcha, sessions, limiter, clock, knownSources, sleep, signIn } = ctx;
  return {
    async passwordLogin(input: { username: string; password: string; code?: string; uuid?: string; ip: string }) {
      await enforce(limiter, 'login:ip', input.ip, config.rateLimits.passwordLoginIp);
      await captcha.verify(input.uuid, input.code);
      const name = input.username.trim();
      const user = PHONE_RE.test(name) ? await users.findActiveByPhone(name) : await users.findActiveByUserName(name);
      const now = clock.now();
      // Failures lock the (account, source) pair only: a stranger's wrong guesses must not lock the
      // owner out. Unknown names lock the same way, so the answers do not tell which accounts exist.
      const pair = `${user ? `u${user.id}` : `n:${name.toLowerCase()}`}@${input.ip}`;
      const lock = await limiter.peek('pwd:lock', pair);
      if (lock.count > 0) throw lockedError(new Date(now.getTime() + lock.retryAfterMs), now);
      // step-up before any lock: a source that keeps failing (on any account), or an account that
      // fails from many sources, waits longer for each further try. The account's count is the
      // strangers' doing: a source the owner has logged in from before is spared it (issue 34 §6),
      // while every other source, a botnet's included, still waits.
      const bySource = await limiter.peek('pwd:failSource', input.ip);
      let accountFails = user ? (await limiter.peek('pwd:failAccount', String(user.id))).count : 0;
      if (user && stepUpDelayMs(0, accountFails) > 0 && (await knownSources.isKnown(user.id, input.ip)))
        accountFails = 0;
      const delayMs = stepUpDelayMs(bySource.count, accountFails);
      if (delayMs > 0) await sleep(delayMs);

      const okPw = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !okPw) {
        const window = { max: Number.MAX_SAFE_INTEGER, windowMs: PWD_LOCK_MS };
        await limiter.hit('pwd:failSource', input.ip, window);
        if (user) await limiter.hit('pwd:failAccount', String(user.id), window);
        const fails = await limiter.hit('pwd:failPair', pair, window);
        if (fails.count >= PWD_LOCK_AFTER) {
          const l = await limiter.hit('pwd:lock', pair, { max: 0, windowMs: PWD_LOCK_MS });
          throw lockedError(new Date(now.getTime() + l.retryAfterMs), now);
        }
        throw new BadRequest('用户名或密码错误');
      }
      return { token: await signIn(user.id, input.ip) };
    },

    async logout(actor: Actor) {
      await sessions.revoke(actor.sessionId);
    },
  };
}
