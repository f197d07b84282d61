import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import svgCaptcha from 'svg-captcha';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { DataCrypto, randomAlnum, randomDigits, randomToken, sha256 } from '../../lib/crypto.js';
import { BadRequest, Conflict, NotFound, TooManyRequests, Unauthorized } from '../../lib/errors.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import { everyFewInserts } from '../../lib/table-cap.js';
import { hhmmBeijing } from '../../lib/time.js';
import type { Actor } from '../../lib/actor.js';
import { PHONE_RE } from '../../lib/phone.js';
import type { UserReads, UserRow, UserWrites } from '../user/index.js';
import type { KnownSources } from './known-sources.js';
import type { CaptchaRepo, SessionRepo, SmsCodeRepo } from './repository.js';
import type { SmsProvider, SmsType } from './sms-provider.js';
import { Unavailable, type AlipayPhoneProvider, type WechatPhoneProvider } from './phone-provider.js';

const CAPTCHA_TTL_MS = 2 * 60_000;
const SMS_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;
/** wrong passwords from one source for one account before that pair is locked */
const PWD_LOCK_AFTER = 5;
const PWD_LOCK_MS = 15 * 60_000;
/** failures (in the lock window) after which each further try waits, by source and by account */
const STEP_UP_SOURCE_AFTER = 3;
const STEP_UP_ACCOUNT_AFTER = 10;
const STEP_UP_MAX_MS = 8_000;

/** 1 s for the first try past a threshold, one more second for each further failure, at most 8 s. */
export function stepUpDelayMs(sourceFails: number, accountFails: number): number {
  const over = Math.max(sourceFails - STEP_UP_SOURCE_AFTER + 1, accountFails - STEP_UP_ACCOUNT_AFTER + 1, 0);
  return Math.min(over * 1000, STEP_UP_MAX_MS);
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const RENEW_EVERY_MS = 60 * 60_000;

// argon2id (the library default) with its default cost; a fixed dummy hash lets unknown users
// cost as much time as wrong passwords, so timing does not reveal which accounts exist.
export const hashPassword = (pw: string) => argonHash(pw);
let dummyHash: Promise<string> | undefined;
async function verifyPassword(hashed: string | null, pw: string): Promise<boolean> {
  if (!hashed) {
    dummyHash ??= argonHash(randomToken());
    await argonVerify(await dummyHash, pw).catch(() => false);
    return false;
  }
  return argonVerify(hashed, pw).catch(() => false);
}

/** 8–20 printable characters, at least one letter and one digit. */
export function checkPasswordPolicy(pw: string) {
  if (!/^[\x21-\x7e]{8,20}$/.test(pw) || !/[A-Za-z]/.test(pw) || !/\d/.test(pw)) {
    throw new BadRequest('密码需为 8-20 位，且同时包含字母和数字');
  }
}

export function createCaptchaService(deps: {
  config: AppConfig;
  repo: CaptchaRepo;
  limiter: RateLimiter;
  clock: Clock;
}) {
  const { config, repo, limiter, clock } = deps;
  const answerHash = (uuid: string, answer: string) => sha256(`${uuid}:${answer.trim().toLowerCase()}`);
  // anyone can ask for pictures, and each is a row: expired ones go, and past the cap the oldest
  // (whose owner, if any, gets 已失效 and a new picture)
  const trim = everyFewInserts(config.storageCaps.captchaMaxRows, async () => {
    await repo.purgeExpired(clock.now());
    await repo.keepNewest(config.storageCaps.captchaMaxRows);
  });
  return {
    /** `ip` is the caller's address key (lib/client-address.ts addressKey) */
    async create(ip: string): Promise<{ captchaEnabled: boolean; uuid: string; img: string }> {
      if (!config.captchaEnabled) return { captchaEnabled: false, uuid: '', img: '' };
      await enforce(limiter, 'captcha:ip', ip, config.rateLimits.captchaIp);
      const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, width: 120, height: 40 });
      const uuid = randomToken(16);
      const now = clock.now();
      await repo.create({
        id: uuid,
        answerHash: answerHash(uuid, c.text),
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      });
      await trim();
      return { captchaEnabled: true, uuid, img: 'data:image/svg+xml;base64,' + Buffer.from(c.data).toString('base64') };
    },
    /** Single use: the row is deleted by the first check, right or wrong. */
    async verify(uuid: string | undefined, code: string | undefined) {
      if (!config.captchaEnabled) return;
      if (!uuid || !code) throw new BadRequest('请输入图形验证码');
      const row = await repo.consume(uuid);
      if (!row || row.expiresAt.getTime() <= clock.now().getTime())
        throw new BadRequest('图形验证码已失效，请刷新后重试');
      if (row.answerHash !== answerHash(uuid, code)) throw new BadRequest('图形验证码错误');
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createSmsService(deps: {
  config: AppConfig;
  repo: SmsCodeRepo;
  users: Pick<UserReads, 'findById' | 'findActiveByPhone'>;
  limiter: RateLimiter;
  provider: SmsProvider;
  crypto: DataCrypto;
  clock: Clock;
}) {
  const { config, repo, users, limiter, provider, crypto, clock } = deps;
  const codeHash = (key: string, code: string) => crypto.hmac(`sms:${key}:${code}`);
  // a code sent just before a key rotation was hashed under the previous key
  const codeMatches = (key: string, code: string, hash: string) => crypto.hmacAll(`sms:${key}:${code}`).includes(hash);
  return {
    async send(input: {
      phone?: string;
      type: SmsType;
      ip: string;
      actor?: Actor | null;
    }): Promise<{ yzmRankey: string }> {
      let phone = input.phone;
      if (input.type === 'cancel') {
        // account deletion: the code goes to the caller's own phone (the client only knows it masked)
        if (!input.actor) throw new Unauthorized();
        const me = await users.findById(input.actor.userId);
        if (!me?.phone) throw new Unauthorized();
        if (phone && phone !== me.phone) throw new BadRequest('手机号与当前账号不符');
        phone = me.phone;
      }
      if (!phone) throw new BadRequest('参数错误：phone 不能为空');
      if (!PHONE_RE.test(phone)) throw new BadRequest('参数错误：phone 格式不正确');

      // limits first: every answer below, whichever it is, costs the caller one send
      await enforce(limiter, 'sms:ip', input.ip, config.rateLimits.smsIp);
      await enforce(limiter, 'sms:phoneType', `${phone}:${input.type}`, config.rateLimits.smsPhoneType);
      await enforce(limiter, 'sms:phoneDay', phone, config.rateLimits.smsPhoneDay);

      // A registration code for a registered phone, or a reset code for an unknown one, would be
      // useless: it is not sent, but the caller gets the same answer (a key whose code nobody
      // knows), so the answer does not tell which phones are registered.
      const registered =
        input.type === 'register' || input.type === 'mima' ? Boolean(await users.findActiveByPhone(phone)) : null;
      const deliver = input.type === 'register' ? !registered : input.type === 'mima' ? registered : true;

      const code = randomDigits(6);
      const key = randomToken(24);
      const now = clock.now();
      await repo.create({
        id: key,
        phone,
        type: input.type,
        codeHash: codeHash(key, code),
        expiresAt: new Date(now.getTime() + SMS_TTL_MS),
        createdAt: now,
      });
      if (deliver) {
        try {
          await provider.send({ phone, type: input.type, code });
        } catch {
          // not sent: the code is burnt (nobody may use it) and the user is told, never "验证码已发送";
          // the provider has logged why, without the code
          await repo.markUsed(key, now);
          throw new Unavailable('短信发送失败，请稍后重试');
        }
      }
      if (Math.random() < 0.05) await repo.purgeExpired(new Date(now.getTime() - 24 * 3600_000));
      return { yzmRankey: key };
    },

    /**
     * Check and consume a code. Wrong answers count; the 5th wrong answer burns the code.
     * `beforeConsume` runs once the code is known to be right and may refuse (the code then stays
     * usable): checks whose answer depends on the account belong there, after the caller has
     * shown the code, so they cannot be used to probe phones.
     */
    async verify(input: {
      yzmRankey: string;
      phone: string;
      type: SmsType | SmsType[];
      code: string;
      beforeConsume?: () => Promise<void> | void;
    }) {
      const types = Array.isArray(input.type) ? input.type : [input.type];
      const row = await repo.find(input.yzmRankey);
      const now = clock.now();
      if (
        !row ||
        row.usedAt ||
        row.expiresAt.getTime() <= now.getTime() ||
        row.phone !== input.phone ||
        !types.includes(row.type as SmsType)
      ) {
        throw new BadRequest('短信验证码已失效，请重新获取');
      }
      if (row.attempts >= SMS_MAX_ATTEMPTS) throw new BadRequest('验证码错误次数过多，请重新获取');
      if (!codeMatches(row.id, input.code.trim(), row.codeHash)) {
        const attempts = await repo.addAttempt(row.id);
        if (attempts >= SMS_MAX_ATTEMPTS) throw new BadRequest('验证码错误次数过多，请重新获取');
        throw new BadRequest('短信验证码错误');
      }
      await input.beforeConsume?.();
      if (!(await repo.markUsed(row.id, now))) throw new BadRequest('短信验证码已失效，请重新获取');
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;

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

export function createAuthService(deps: {
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
}) {
  const { config, users, userWrites, captcha, sms, sessions, limiter, clock, knownSources } = deps;
  const sleep = deps.sleep ?? realSleep;
  const phones = deps.phones ?? { wechat: null, alipay: null };

  async function newUser(phone: string, passwordHash: string | null): Promise<UserRow> {
    // generated names can collide (rarely); retry with a fresh one, but a phone collision is final
    for (let i = 0; i < 5; i++) {
      const row = await userWrites.insert({ userName: `hs_${randomAlnum(8)}`, phone, passwordHash }, clock.now());
      if (row) return row;
      if (await users.phoneTaken(phone)) throw new Conflict('该手机号已注册');
    }
    throw new Conflict('注册失败，请重试');
  }

  /** A session for a login that succeeded from `source` (the caller's address key), which becomes known. */
  async function signIn(userId: number, source: string): Promise<string> {
    const token = await sessions.issue(userId);
    await knownSources.remember(userId, source);
    return token;
  }

  /**
   * A phone the platform has just proven (one-tap login): the same outcomes as an SMS login. The
   * caller owns the phone, so telling them it is new (and asking for consent) reveals nothing.
   */
  async function loginProvenPhone(phone: string, agreed: boolean | undefined, source: string) {
    const existing = await users.findActiveByPhone(phone);
    if (!existing && agreed !== true) throw new BadRequest('请先阅读并同意用户协议和隐私政策');
    const user = existing ?? (await newUser(phone, null));
    return { token: await signIn(user.id, source), isNew: !existing };
  }

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

    async smsLogin(input: { phone: string; dxyzm: string; yzmRankey: string; agreed?: boolean; ip: string }) {
      // each answer here says something about a phone: bounded per IP like sending a code
      await enforce(limiter, 'smsCheck:ip', input.ip, config.rateLimits.smsIp);
      const existing = await users.findActiveByPhone(input.phone);
      await sms.verify({
        yzmRankey: input.yzmRankey,
        phone: input.phone,
        type: 'phoneLogin',
        code: input.dxyzm,
        // consent is asked only of a caller with the right code (else the answer would tell new
        // phones from registered ones), and before consuming it so the user can tick and retry
        beforeConsume: () => {
          if (!existing && input.agreed !== true) throw new BadRequest('请先阅读并同意用户协议和隐私政策');
        },
      });
      const user = existing ?? (await newUser(input.phone, null));
      return { token: await signIn(user.id, input.ip), isNew: !existing };
    },

    /** WeChat 手机号快速验证: the getPhoneNumber button's code, exchanged by the server. */
    async wechatPhoneLogin(input: { code: string; agreed?: boolean; ip: string }) {
      // each try costs WeChat's paid quota and answers about a phone: bounded per IP like SMS checks
      await enforce(limiter, 'oneTap:ip', input.ip, config.rateLimits.smsIp);
      // not a server failure (the fuzzer and monitors count 5xx as ours): this deployment has no such login
      if (!phones.wechat) throw new NotFound('未开通微信手机号快捷登录，请使用短信验证码登录');
      return loginProvenPhone(await phones.wechat.phoneOf(input.code), input.agreed, input.ip);
    },

    /** Alipay's my.getPhoneNumber answer, verified and decrypted here. */
    async alipayPhoneLogin(input: { response: string; sign: string; agreed?: boolean; ip: string }) {
      await enforce(limiter, 'oneTap:ip', input.ip, config.rateLimits.smsIp);
      if (!phones.alipay) throw new NotFound('未开通支付宝手机号快捷登录，请使用短信验证码登录');
      return loginProvenPhone(await phones.alipay.phoneOf(input), input.agreed, input.ip);
    },

    async register(input: {
      phone: string;
      dxyzm: string;
      yzmRankey: string;
      password: string;
      agreed?: boolean;
      ip: string;
    }) {
      if (input.agreed !== true) throw new BadRequest('请先阅读并同意用户协议和隐私政策');
      checkPasswordPolicy(input.password);
      await enforce(limiter, 'register:ip', input.ip, config.rateLimits.registerIp);
      await enforce(limiter, 'smsCheck:ip', input.ip, config.rateLimits.smsIp);
      // "already registered" only after the code: told to the phone's owner, not to a prober
      await sms.verify({
        yzmRankey: input.yzmRankey,
        phone: input.phone,
        type: 'register',
        code: input.dxyzm,
        beforeConsume: async () => {
          if (await users.findActiveByPhone(input.phone)) throw new Conflict('该手机号已注册');
        },
      });
      const user = await newUser(input.phone, await hashPassword(input.password));
      return { token: await signIn(user.id, input.ip) };
    },

    async logout(actor: Actor) {
      await sessions.revoke(actor.sessionId);
    },

    async changePasswordBySms(
      actor: Actor,
      input: { phonenumber: string; dxyzm: string; yzmRankey: string; password: string },
    ) {
      const me = await users.findById(actor.userId);
      if (!me) throw new Unauthorized();
      if (me.phone !== input.phonenumber) throw new BadRequest('手机号与当前账号不符');
      checkPasswordPolicy(input.password);
      await sms.verify({ yzmRankey: input.yzmRankey, phone: input.phonenumber, type: 'mima', code: input.dxyzm });
      await userWrites.setPassword(me.id, await hashPassword(input.password), clock.now());
      // a password change means "kick everyone else out": keep only the session that made it
      await sessions.revokeAllOf(me.id, actor.sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function lockedError(until: Date, now: Date) {
  return new TooManyRequests(
    (until.getTime() - now.getTime()) / 1000,
    `密码错误次数过多，请于 ${hhmmBeijing(until)} 后再试或使用短信登录`,
  );
}
