import type { Clock } from './clock.js';
import type { FetchLike } from './fetch.js';

export interface WechatAppConfig {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com, or a local fake in tests */
  apiBase: string;
}

/**
 * The mini-program's server API (subscription messages, content security, phone numbers): JSON in
 * and out, an access token (2 h) fetched with the stable-token API and cached per process, and a
 * stale token (errcode 40001/42001) dropped so the next call fetches a new one.
 */
export class WechatApiClient {
  private token: { value: string; exp: number } | null = null;
  private readonly fetch: FetchLike;

  constructor(
    readonly cfg: WechatAppConfig,
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

  /** One JSON call: GET without a body, POST with one. */
  async json(url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await this.fetch(
      url,
      body === undefined
        ? { method: 'GET', headers: { Accept: 'application/json' } }
        : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
    const text = await res.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async accessToken(): Promise<string> {
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

  /** POST `path` (e.g. /wxa/msg_sec_check) with the access token; a stale token is forgotten. */
  async call(path: string, body: unknown): Promise<Record<string, unknown>> {
    const token = await this.accessToken();
    const j = await this.json(`${this.cfg.apiBase}${path}?access_token=${encodeURIComponent(token)}`, body);
    if (j.errcode === 40001 || j.errcode === 42001) this.token = null;
    return j;
  }
}
