import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { randomDigits, randomToken, type DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Unauthorized } from '../../lib/errors.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { PHONE_RE } from '../../lib/phone.js';
import type { UserReads } from '../user/index.js';
import { Unavailable } from './phone-provider.js';
import type { SmsCodeRepo } from './repository.js';
import type { SmsProvider, SmsType } from './sms-provider.js';
import { NOT_MY_PHONE, SMS_EXPIRED, SMS_TOO_MANY } from './texts.js';

const SMS_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;

/**
 * SMS codes: sent for a purpose (login, registration, a new password, account deletion) and
 * checked once; only a keyed hash of each code is stored.
 */
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
        if (phone && phone !== me.phone) throw new BadRequest(NOT_MY_PHONE);
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
        throw new BadRequest(SMS_EXPIRED);
      }
      if (row.attempts >= SMS_MAX_ATTEMPTS) throw new BadRequest(SMS_TOO_MANY);
      if (!codeMatches(row.id, input.code.trim(), row.codeHash)) {
        const attempts = await repo.addAttempt(row.id);
        if (attempts >= SMS_MAX_ATTEMPTS) throw new BadRequest(SMS_TOO_MANY);
        throw new BadRequest('短信验证码错误');
      }
      await input.beforeConsume?.();
      if (!(await repo.markUsed(row.id, now))) throw new BadRequest(SMS_EXPIRED);
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
