import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { AliyunSmsProvider } from './aliyun-sms.js';

export type SmsType = 'phoneLogin' | 'register' | 'mima' | 'cancel';

export interface SmsProvider {
  readonly name: string;
  send(msg: { phone: string; type: SmsType; code: string }): Promise<void>;
  /** a trade notification (payment received, dispute opened, …): plain text, no code */
  notify(msg: { phone: string; text: string }): Promise<void>;
}

/**
 * Development provider: writes the code to the log on purpose — that is how a developer or a
 * browser test reads it. Never configure it in production.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send({ phone, code }: { phone: string; code: string }) {
    this.log.info(`[sms] ${phone} 验证码 ${code}`);
  }
  async notify({ phone, text }: { phone: string; text: string }) {
    this.log.info(`[sms] ${phone} ${text}`);
  }
}

/** Test provider: keeps what was sent so tests can read the code. */
export class MemorySmsProvider implements SmsProvider {
  readonly name = 'memory';
  readonly sent: { phone: string; type: SmsType; code: string; at: Date }[] = [];
  readonly notices: { phone: string; text: string }[] = [];
  async send(msg: { phone: string; type: SmsType; code: string }) {
    this.sent.push({ ...msg, at: new Date() });
  }
  async notify(msg: { phone: string; text: string }) {
    this.notices.push({ ...msg });
  }
  /** Most recent code sent to a phone (optionally of one type). */
  last(phone: string, type?: SmsType): string | undefined {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const m = this.sent[i]!;
      if (m.phone === phone && (!type || m.type === type)) return m.code;
    }
    return undefined;
  }
}

/** The provider SMS_PROVIDER names (config.ts has checked its settings). */
export function smsProviderFor(
  config: Pick<AppConfig, 'smsProvider' | 'aliyunSms'>,
  log: FastifyBaseLogger,
): SmsProvider {
  if (config.smsProvider === 'aliyun' && config.aliyunSms) return new AliyunSmsProvider(config.aliyunSms, log);
  return config.smsProvider === 'memory' ? new MemorySmsProvider() : new ConsoleSmsProvider(log);
}
