import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { ageOn, parseIdCard } from '../../lib/idcard.js';
import { maskIdCard, maskName } from '../../lib/mask.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { idCardHash, idCardHashes, REAL_STATUS, type UserReads, type UserWrites } from '../user/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { partyReader } from './party.js';
import type { RealnameProvider } from './provider.js';
import type { RealnameRepo } from './repository.js';

export const REALNAME_RE = /^[\u4e00-\u9fa5·]{2,20}$/;
const ADULT_AGE = 18;

export function createRealnameService(deps: {
  config: AppConfig;
  users: Pick<UserReads, 'findById' | 'idCardHashTaken'>;
  /** the verified identity is written to `users` through its owner */
  userWrites: Pick<UserWrites, 'setRealname'>;
  repo: RealnameRepo;
  provider: RealnameProvider;
  limiter: RateLimiter;
  crypto: DataCrypto;
  clock: Clock;
}) {
  const { config, users, userWrites, repo, provider, limiter, crypto, clock } = deps;

  return {
    /** a party's masked real name and how it was verified, for documents such as the trade agreement */
    partyOf: partyReader({ users, repo, crypto }),

    async verify(actor: Actor, input: { realName: string; idCard: string }) {
      const me = await users.findById(actor.userId);
      if (!me) throw new NotFound('用户不存在');
      if (me.realStatus === REAL_STATUS.verified) throw new Conflict('已完成实名认证，不能修改');
      await enforce(limiter, 'realname:user', String(actor.userId), config.rateLimits.realnameUser);

      const realName = input.realName.trim();
      if (!REALNAME_RE.test(realName) || realName.startsWith('·') || realName.endsWith('·'))
        throw new BadRequest('请输入 2-20 位中文真实姓名');
      const now = clock.now();
      const parsed = parseIdCard(input.idCard, now);
      const fail = async (reason: string, Err: typeof BadRequest | typeof Conflict = BadRequest) => {
        await repo.recordAttempt({ userId: me.id, success: false, reason, provider: provider.name, createdAt: now });
        return new Err(reason);
      };
      if (!parsed.ok) {
        throw await fail(
          { format: '身份证号码格式不正确', birth: '身份证号码中的出生日期不正确', checksum: '身份证号码校验位不正确' }[
            parsed.problem
          ],
        );
      }
      const idCard = parsed.value.normalized;
      // trading platforms may not serve minors (2021 guidance): age is checked whatever the provider says
      if (ageOn(parsed.value.birth, now) < ADULT_AGE) throw await fail('未满18周岁不能使用交易服务');

      const idHash = idCardHash(crypto, idCard);
      // during a key rotation some rows are still hashed under a previous key: look for every form
      if (await users.idCardHashTaken(idCardHashes(crypto, idCard)))
        throw await fail('该身份证已认证其他账号', Conflict);

      const result = await provider.verify({ realName, idCard });
      if (!result.ok) throw await fail(result.reason);

      let updated;
      try {
        updated = await userWrites.setRealname(
          me.id,
          { realNameEnc: crypto.encrypt(realName), idCardEnc: crypto.encrypt(idCard), idCardHash: idHash },
          now,
        );
      } catch (e) {
        // the unique index settles a race between two accounts submitting the same ID
        if (isUniqueViolation(e)) throw await fail('该身份证已认证其他账号', Conflict);
        throw e;
      }
      if (!updated) throw new Conflict('已完成实名认证，不能修改');
      await repo.recordAttempt({ userId: me.id, success: true, reason: null, provider: provider.name, createdAt: now });
      return { realStatus: 2 as const, realName: maskName(realName), idCard: maskIdCard(idCard) };
    },
  };
}
export type RealnameService = ReturnType<typeof createRealnameService>;
