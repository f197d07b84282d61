import type { Clock } from '../../lib/clock.js';
import { parseIdCard } from '../../lib/idcard.js';

export type RealnameResult = { ok: true } | { ok: false; reason: string };

/** Identity verification. A valid checksum is not an identity: production plugs in a real service. */
export interface RealnameProvider {
  readonly name: string;
  verify(input: { realName: string; idCard: string }): Promise<RealnameResult>;
}

/** Offline default: format, birth date and check character only. */
export class LocalRealnameProvider implements RealnameProvider {
  readonly name = 'local';
  constructor(private readonly clock: Clock) {}
  async verify({ idCard }: { realName: string; idCard: string }): Promise<RealnameResult> {
    const r = parseIdCard(idCard, this.clock.now());
    if (r.ok) return { ok: true };
    const reason = {
      format: '身份证号码格式不正确',
      birth: '身份证号码中的出生日期不正确',
      checksum: '身份证号码校验位不正确',
    }[r.problem];
    return { ok: false, reason };
  }
}
