import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { FetchLike } from '../payment/wechatpay.js';

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

/**
 * The mini-program's subscribeMessage.send. The access token (2 h) is fetched with the stable
 * token API and cached per process; WeChat's errcode 40001/42001 (stale token) drops the cache.
 */
export class WechatSubscribeProvider implements SubscribeProvider {
  readonly name = 'wechat';
  private token: { value: string; exp: number } | null = null;
  private readonly fetch: FetchLike;

  constructor(
    private readonly cfg: { appId: string; appSecret: string; apiBase: string },
    private readonly opts: { clock: Clock; fetch?: FetchLike },
  ) {
    this.fetch =
      opts.fetch ??
      (async (url, init) => {
        const r = await globalThis.fetch(url, {
          method: init.method,
          headers: init.headers,
          body: init.body,
          signal: AbortSignal.timeout(10_000),
        });
        return { status: r.status, headers: r.headers, text: () => r.text() };
      });
  }

  private async json(url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await this.fetch(
      url,
      body === undefined
        ? { method: 'GET', headers: { Accept: 'application/json' } }
        : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
    const text = await res.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  private async accessToken(): Promise<string> {
    const now = this.opts.clock.now().getTime();
    if (this.token && this.token.exp > now) return this.token.value;
    const j = await this.json(`${this.cfg.apiBase}/cgi-bin/stable_token`, {
      grant_type: 'client_credential',
      appid: this.cfg.appId,
      secret: this.cfg.appSecret,
    });
    if (typeof j.access_token !== 'string') throw new Error(`stable_token failed: ${String(j.errcode ?? 'no token')}`);
    const ttl = typeof j.expires_in === 'number' ? j.expires_in : 7200;
    // renew five minutes early
    this.token = { value: j.access_token, exp: now + Math.max(60, ttl - 300) * 1000 };
    return j.access_token;
  }

  async send(m: SubscribeMessage) {
    const token = await this.accessToken();
    const data = Object.fromEntries(Object.entries(m.data).map(([k, v]) => [k, { value: v }]));
    const j = await this.json(
      `${this.cfg.apiBase}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`,
      {
        touser: m.openid,
        template_id: m.templateId,
        page: m.page,
        data,
        miniprogram_state: 'formal',
        lang: 'zh_CN',
      },
    );
    if (j.errcode === 40001 || j.errcode === 42001) this.token = null;
    if (j.errcode !== 0 && j.errcode !== undefined)
      throw new Error(`subscribeMessage.send failed: ${String(j.errcode)}`);
  }

  async openid(code: string) {
    const q = new URLSearchParams({
      appid: this.cfg.appId,
      secret: this.cfg.appSecret,
      js_code: code,
      grant_type: 'authorization_code',
    });
    const j = await this.json(`${this.cfg.apiBase}/sns/jscode2session?${q}`);
    if (typeof j.openid !== 'string') throw new Error(`jscode2session failed: ${String(j.errcode ?? 'no openid')}`);
    return j.openid;
  }
}
