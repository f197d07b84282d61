import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AliyunSmsConfig } from '../../config.js';
import type { SmsProvider, SmsType } from './sms-provider.js';

/**
 * Aliyun SMS (阿里云短信服务): dysmsapi `SendSms`, API version 2017-05-25, an RPC-style GET signed
 * with HMAC-SHA1 ("signature version 1.0"). Written against the documented algorithm, without the SDK:
 * one request shape, one signer, and the answer's `Code` ("OK" or an error code) is all we need.
 */

/**
 * RFC 3986 percent-encoding as Aliyun signs it: every byte but A–Z a–z 0–9 - _ . ~ becomes %XY
 * (upper-case hex, UTF-8). encodeURIComponent leaves ! ' ( ) * alone, so those are encoded here;
 * a space is %20 (never +) and ~ stays as it is.
 */
export function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The parameters sorted by name (byte order), each name=value encoded, joined with &. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
}

/** `GET&%2F&` + the encoded canonical query: what the signature covers. */
export function stringToSign(params: Record<string, string>, method = 'GET'): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

/** Base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)). */
export function signRpc(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(params, method), 'utf8').digest('base64');
}

/** Aliyun wants "2026-03-01T02:00:00Z": UTC, seconds, no milliseconds. */
export const aliyunTimestamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** 13812345678 → 138****5678: enough to match a complaint, not enough to name a user in the log. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/** The common and SendSms parameters of one request, signed; `nonce` and `now` are fixed only by tests. */
export function sendSmsQuery(
  cfg: Pick<AliyunSmsConfig, 'accessKeyId' | 'accessKeySecret' | 'signName' | 'regionId'>,
  msg: { phone: string; templateCode: string; templateParam: Record<string, string> },
  nonce: string = randomUUID(),
  now: Date = new Date(),
): string {
  const params: Record<string, string> = {
    AccessKeyId: cfg.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: msg.phone,
    RegionId: cfg.regionId,
    SignName: cfg.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: msg.templateCode,
    TemplateParam: JSON.stringify(msg.templateParam),
    Timestamp: aliyunTimestamp(now),
    Version: '2017-05-25',
  };
  const signature = signRpc(params, cfg.accessKeySecret);
  return `${canonicalQuery(params)}&Signature=${percentEncode(signature)}`;
}

/** A send that did not happen; `aliyunCode` is Aliyun's Code (or NETWORK / TIMEOUT / BAD_ANSWER). */
export class SmsNotSent extends Error {
  constructor(
    readonly aliyunCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmsNotSent';
  }
}

/** Notification texts arrive as 【号市】…: Aliyun adds the signature itself, so the prefix goes. */
const withoutSignature = (text: string) => text.replace(/^【[^】]*】/, '');

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(
    private readonly cfg: AliyunSmsConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The verification code goes into the template's ${code}; nothing here ever logs it. */
  async send({ phone, type, code }: { phone: string; type: SmsType; code: string }) {
    await this.call(phone, type, this.cfg.templates[type] ?? this.cfg.templateCode, { code });
  }

  /** A trade notification goes into the notification template's ${content}; without one it is not sent. */
  async notify({ phone, text }: { phone: string; text: string }) {
    if (!this.cfg.notifyTemplateCode)
      throw new SmsNotSent('NO_TEMPLATE', 'ALIYUN_SMS_NOTIFY_TEMPLATE_CODE 未配置，短信通知未发送');
    await this.call(phone, 'notify', this.cfg.notifyTemplateCode, { content: withoutSignature(text) });
  }

  private async call(
    phone: string,
    what: SmsType | 'notify',
    templateCode: string,
    templateParam: Record<string, string>,
  ) {
    const url = `${this.cfg.endpoint}?${sendSmsQuery(this.cfg, { phone, templateCode, templateParam })}`;
    let body: { Code?: unknown; Message?: unknown; RequestId?: unknown };
    let status: number;
    try {
      const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(this.cfg.timeoutMs) });
      status = res.status;
      const text = await res.text();
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        body = { Code: 'BAD_ANSWER', Message: `HTTP ${status}, not JSON` };
      }
    } catch (e) {
      const timeout = (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError';
      // the error's text may hold the URL, and with it the code: only its kind is logged
      const aliyunCode = timeout ? 'TIMEOUT' : 'NETWORK';
      this.log.warn(
        { provider: 'aliyun', phone: maskPhone(phone), type: what, aliyunCode, timeoutMs: this.cfg.timeoutMs },
        'aliyun sms not sent',
      );
      throw new SmsNotSent(aliyunCode, timeout ? '短信服务无应答' : '无法连接短信服务');
    }
    const aliyunCode = typeof body.Code === 'string' ? body.Code : 'BAD_ANSWER';
    if (aliyunCode === 'OK') return;
    const message = typeof body.Message === 'string' ? body.Message.slice(0, 200) : '';
    this.log.warn(
      {
        provider: 'aliyun',
        phone: maskPhone(phone),
        type: what,
        templateCode,
        status,
        aliyunCode,
        aliyunMessage: message,
        requestId: typeof body.RequestId === 'string' ? body.RequestId : undefined,
      },
      'aliyun sms not sent',
    );
    throw new SmsNotSent(aliyunCode, `短信服务拒绝发送（${aliyunCode}）`);
  }
}
