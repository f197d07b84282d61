import type { DataCrypto } from './crypto.js';
import { BadRequest } from './errors.js';

/**
 * A game account's login as a sealed document (AES-256-GCM through DataCrypto): the seller's, kept
 * by the selling module for the buyer's reveal, and the one staff rebind at a staff-mediated
 * handover, kept by the handover module. One format, so one reveal opens either.
 */
const chars = (s: string) => Array.from(s).length;

export interface CredentialsInput {
  account: string;
  password: string;
  boundPhone?: string;
  boundEmail?: string;
  securityNotes?: string;
}

/** Trims the notes but never the password: spaces may be part of it. */
export function checkCredentials(c: CredentialsInput): Required<CredentialsInput> {
  const account = c.account.trim();
  if (chars(account) < 1 || chars(account) > 64) throw new BadRequest('请填写游戏登录账号（1-64 个字符）');
  if (chars(c.password) < 1 || chars(c.password) > 64) throw new BadRequest('请填写游戏登录密码（1-64 个字符）');
  const boundPhone = (c.boundPhone ?? '').trim();
  const boundEmail = (c.boundEmail ?? '').trim();
  const securityNotes = (c.securityNotes ?? '').trim();
  if (chars(boundPhone) > 40) throw new BadRequest('绑定手机说明不能超过40个字');
  if (chars(boundEmail) > 64) throw new BadRequest('绑定邮箱说明不能超过64个字');
  if (chars(securityNotes) > 200) throw new BadRequest('密保说明不能超过200个字');
  return { account, password: c.password, boundPhone, boundEmail, securityNotes };
}

/** The sealed form of credentials (AES-256-GCM through DataCrypto): one JSON document, versioned. */
export function sealCredentials(crypto: Pick<DataCrypto, 'encrypt'>, c: Required<CredentialsInput>): string {
  return crypto.encrypt(JSON.stringify({ v: 1, ...c }));
}
/** Opens what sealCredentials produced (the trade and rental reveals). */
export function openCredentials(
  crypto: Pick<DataCrypto, 'decrypt'>,
  enc: string,
): {
  account: string;
  password: string;
  boundPhone: string | null;
  boundEmail: string | null;
  securityNotes: string | null;
} {
  const c = JSON.parse(crypto.decrypt(enc)) as Partial<CredentialsInput>;
  return {
    account: c.account ?? '',
    password: c.password ?? '',
    boundPhone: c.boundPhone || null,
    boundEmail: c.boundEmail || null,
    securityNotes: c.securityNotes || null,
  };
}
