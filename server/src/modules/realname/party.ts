import type { Executor } from '../../db/client.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { maskName } from '../../lib/mask.js';
import { REAL_STATUS, type UserReads } from '../user/index.js';
import type { RealnameRepo } from './repository.js';

/** A party of a deal as a document names them: the masked real name and how it was verified. */
export interface VerifiedParty {
  /** masked (王*明); null when the user has no verified real name */
  maskedName: string | null;
  /** in words, for the document: what was checked, by whom */
  verification: string;
}

/**
 * What each provider actually checks, as a reader of a trade agreement needs to know it. The
 * offline default checks the ID number's form only (format, birth date, check character, age): it
 * does not match the name against the number, so it must not be called 身份证二要素.
 */
const METHOD: Record<string, string> = {
  local: '已通过平台实名认证（核验身份证号码格式、出生日期与校验位，年满 18 周岁；未经公安二要素比对）',
};
const methodOf = (provider: string) =>
  METHOD[provider] ?? `已通过平台实名认证（实名认证服务「${provider}」核验姓名与身份证号码，年满 18 周岁）`;

export function partyReader(deps: {
  users: Pick<UserReads, 'findById'>;
  repo: Pick<RealnameRepo, 'verifiedBy'>;
  crypto: DataCrypto;
}) {
  return async function partyOf(userId: number, tx?: Executor): Promise<VerifiedParty> {
    const u = await deps.users.findById(userId, tx);
    if (!u || u.realStatus !== REAL_STATUS.verified || !u.realNameEnc)
      return { maskedName: null, verification: '未完成实名认证' };
    const provider = await deps.repo.verifiedBy(userId, tx);
    return {
      maskedName: maskName(deps.crypto.decrypt(u.realNameEnc)),
      // demo or imported accounts carry a verified name without an attempt on record
      verification: provider ? methodOf(provider) : '已实名认证（核验记录缺失）',
    };
  };
}
