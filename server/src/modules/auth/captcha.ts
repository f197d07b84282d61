import svgCaptcha from 'svg-captcha';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { BadRequest } from '../../lib/errors.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import { everyFewInserts } from '../../lib/table-cap.js';
import type { CaptchaRepo } from './repository.js';

const CAPTCHA_TTL_MS = 2 * 60_000;

/** The picture the password login asks for (when enabled): single use, short-lived. */
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
