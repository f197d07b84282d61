import type { FastifyBaseLogger } from 'fastify';
import type { WechatApiClient } from '../../lib/wechat-api.js';
import { localCategory } from './local-provider.js';
import type { ImageToCheck, ModerationProvider, ModerationScene, ModerationVerdict, TextToCheck } from './provider.js';
import type { ModerationCategory } from './words.js';

/** WeChat's scene numbers for msgSecCheck v2: 1 资料, 2 评论, 3 论坛, 4 社交日志. */
const SCENES: Record<ModerationScene, number> = { profile: 1, chat: 2, feedback: 2, listing: 3 };

/** msgSecCheck v2 result labels (100 is 正常). */
const LABELS: Record<number, ModerationCategory> = {
  10001: 'ads',
  20001: 'politics',
  20002: 'porn',
  20003: 'abuse',
  20006: 'illegal',
  20008: 'fraud',
  20012: 'porn',
  21000: 'other',
};

/**
 * WeChat's content security (`/wxa/msg_sec_check`, version 2) behind the local word lists.
 *
 * - The local lists run first: they are free, and they cover writers WeChat cannot judge (msgSecCheck
 *   needs the openid of a user who opened the mini-program in the last two hours; H5 users have none).
 * - `risky` refuses; `review` passes (listings are reviewed by operators anyway; chat must not stall).
 * - WeChat unreachable or answering an error: the text passes on the local verdict and a warning is
 *   logged, so an outage of WeChat's API does not stop people from trading.
 */
export class WechatModerationProvider implements ModerationProvider {
  readonly name = 'wechat';

  constructor(
    private readonly api: WechatApiClient,
    private readonly log: FastifyBaseLogger | null,
  ) {}

  async checkText(t: TextToCheck): Promise<ModerationVerdict> {
    const local = localCategory(t.text);
    if (local) return { pass: false, category: local };
    if (!t.openid) return { pass: true };
    try {
      const j = await this.api.call('/wxa/msg_sec_check', {
        content: t.text,
        version: 2,
        scene: SCENES[t.scene],
        openid: t.openid,
      });
      if (j.errcode !== 0 && j.errcode !== undefined) throw new Error(`msg_sec_check errcode ${String(j.errcode)}`);
      const result = j.result as { suggest?: string; label?: number } | undefined;
      if (result?.suggest === 'risky') return { pass: false, category: LABELS[result.label ?? 0] ?? 'other' };
      return { pass: true };
    } catch (e) {
      this.log?.warn(
        { err: (e as Error).message, scene: t.scene },
        'wechat content check unavailable: local verdict used',
      );
      return { pass: true };
    }
  }

  /** mediaCheckAsync (version 2): WeChat downloads the image and pushes its verdict with the trace id. */
  async submitImage(i: ImageToCheck): Promise<{ traceId: string } | null> {
    if (!i.openid) return null;
    const j = await this.api.call('/wxa/media_check_async', {
      media_url: i.url,
      media_type: 2,
      version: 2,
      scene: SCENES[i.scene],
      openid: i.openid,
    });
    if (j.errcode !== 0 && j.errcode !== undefined) throw new Error(`media_check_async errcode ${String(j.errcode)}`);
    return typeof j.trace_id === 'string' ? { traceId: j.trace_id } : null;
  }
}
