import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WechatApiClient } from '../../lib/wechat-api.js';

/** One WeChat subscription message: the template's fields and the mini-program page it opens. */
export interface SubscribeMessage {
  openid: string;
  templateId: string;
  page: string;
  data: Record<string, string>;
}

/** Sends WeChat subscription messages and turns wx.login codes into openids. */
export interface SubscribeProvider {
  readonly name: string;
  send(m: SubscribeMessage): Promise<void>;
  openid(code: string): Promise<string>;
}

/**
 * Default: nothing leaves the machine. Messages are logged (without the openid) so a developer sees
 * what a subscribed user would get; the "openid" is a stable hash of the code.
 */
export class LogSubscribeProvider implements SubscribeProvider {
  readonly name = 'log';
  readonly sent: SubscribeMessage[] = [];
  constructor(private readonly log: FastifyBaseLogger | null) {}
  async send(m: SubscribeMessage) {
    this.sent.push(m);
    this.log?.info({ templateId: m.templateId, page: m.page, data: m.data }, '[wx-subscribe] message');
  }
  async openid(code: string) {
    return `dev_${createHash('sha256').update(code).digest('hex').slice(0, 24)}`;
  }
}

/** The mini-program's subscribeMessage.send, through the shared WeChat API client (token cache). */
export class WechatSubscribeProvider implements SubscribeProvider {
  readonly name = 'wechat';

  constructor(private readonly api: WechatApiClient) {}

  async send(m: SubscribeMessage) {
    const data = Object.fromEntries(Object.entries(m.data).map(([k, v]) => [k, { value: v }]));
    const j = await this.api.call('/cgi-bin/message/subscribe/send', {
      touser: m.openid,
      template_id: m.templateId,
      page: m.page,
      data,
      miniprogram_state: 'formal',
      lang: 'zh_CN',
    });
    if (j.errcode !== 0 && j.errcode !== undefined)
      throw new Error(`subscribeMessage.send failed: ${String(j.errcode)}`);
  }

  async openid(code: string) {
    const q = new URLSearchParams({
      appid: this.api.cfg.appId,
      secret: this.api.cfg.appSecret,
      js_code: code,
      grant_type: 'authorization_code',
    });
    const j = await this.api.json(`${this.api.cfg.apiBase}/sns/jscode2session?${q}`);
    if (typeof j.openid !== 'string') throw new Error(`jscode2session failed: ${String(j.errcode ?? 'no openid')}`);
    return j.openid;
  }
}
