import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict } from '../../lib/errors.js';

/**
 * An account's original registration data (首次注册信息, issue 41): what a game operator asks of
 * whoever appeals to get an account back, and what the first registrant can always answer. The
 * seller gives it at listing, sealed like the login; the buyer of a paid protection tier receives
 * it after confirming, so an appeal by the original owner can be answered by the buyer too.
 */
const chars = (s: string) => Array.from(s).length;

/**
 * The wording of the separate consent (PIPL art. 23: handing personal data to another party needs
 * its own consent). Its version is stored with the data; a new wording gets a new version, and a
 * client showing the old one is refused until the seller has read the new one.
 */
export const REGISTRATION_CONSENT = {
  version: 1,
  text:
    '我单独同意：将本账号的首次注册信息（首次绑定的手机号或邮箱、注册日期与地点、密保问题答案）' +
    '提供给购买付费包赔的买家，由平台加密保存，仅在买家确认收货后向其本人展示，用于向游戏运营商申诉找回账号；' +
    '包赔期结束且无待处理的找回申请后，平台将其清除。',
} as const;

export const SECURITY_QA_MAX = 5;
/** Online games in China start around then; an earlier date is a typo, not an account. */
const EARLIEST = '1995-01-01';

export interface RegistrationInput {
  /** the first bound phone (11-digit mainland mobile) or e-mail, as the game recorded it */
  firstContact: string;
  /** YYYY-MM-DD */
  registeredOn: string;
  /** where it was registered (province and city, or the game's region as the operator names it) */
  registeredPlace: string;
  securityAnswers: { question: string; answer: string }[];
  consent: boolean;
  consentVersion: number;
}

export interface Registration {
  firstContact: string;
  contactKind: 'phone' | 'email';
  registeredOn: string;
  registeredPlace: string;
  securityAnswers: { question: string; answer: string }[];
}

const PHONE = /^1[3-9]\d{9}$/;
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;
/** what no person types: C0/C1 controls and the direction overrides (the app's hook refuses them too) */
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function text(v: unknown, what: string, min: number, max: number): string {
  if (typeof v !== 'string') throw new BadRequest(`${what}格式不正确`);
  const s = v.trim();
  if (HIDDEN.test(s)) throw new BadRequest(`${what}不能包含控制字符或隐藏字符`);
  if (chars(s) < min || chars(s) > max)
    throw new BadRequest(min > 0 ? `${what}为 ${min}-${max} 个字` : `${what}不能超过 ${max} 个字`);
  return s;
}

/** The China date of `now`, YYYY-MM-DD (what "today" is for a seller). */
function chinaDate(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Checks the seller's input, in the order the form shows it; the consent last, with its version. */
export function checkRegistration(r: RegistrationInput, now: Date): Registration {
  const firstContact = text(r.firstContact, '首次绑定的手机号或邮箱', 1, 100);
  const contactKind = PHONE.test(firstContact) ? 'phone' : EMAIL.test(firstContact) ? 'email' : null;
  if (!contactKind) throw new BadRequest('首次绑定的手机号或邮箱格式不正确（手机号为 11 位数字）');

  const registeredOn = text(r.registeredOn, '注册日期', 1, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(registeredOn);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  // 2023-02-30 rolls over to March in Date: the round trip catches it
  if (!d || d.toISOString().slice(0, 10) !== registeredOn)
    throw new BadRequest('注册日期格式为 年-月-日，如 2018-06-01');
  if (registeredOn < EARLIEST || registeredOn > chinaDate(now))
    throw new BadRequest(`注册日期须在 ${EARLIEST} 至今天之间`);

  const registeredPlace = text(r.registeredPlace, '注册地', 2, 40);

  if (!Array.isArray(r.securityAnswers) || r.securityAnswers.length > SECURITY_QA_MAX)
    throw new BadRequest(`密保问题最多 ${SECURITY_QA_MAX} 个`);
  const securityAnswers = r.securityAnswers.map((x, i) => ({
    question: text(x?.question, `第 ${i + 1} 个密保问题`, 1, 40),
    answer: text(x?.answer, `第 ${i + 1} 个密保答案`, 1, 60),
  }));

  if (r.consent !== true) throw new BadRequest('请单独勾选同意将首次注册信息提供给买家');
  if (r.consentVersion !== REGISTRATION_CONSENT.version)
    throw new Conflict('首次注册信息的授权说明已更新，请重新阅读并勾选');
  return { firstContact, contactKind, registeredOn, registeredPlace, securityAnswers };
}

export function sealRegistration(crypto: Pick<DataCrypto, 'encrypt'>, r: Registration): string {
  return crypto.encrypt(JSON.stringify({ v: 1, ...r }));
}

export function openRegistration(crypto: Pick<DataCrypto, 'decrypt'>, enc: string): Registration {
  const r = JSON.parse(crypto.decrypt(enc)) as Partial<Registration>;
  return {
    firstContact: r.firstContact ?? '',
    contactKind: r.contactKind === 'email' ? 'email' : 'phone',
    registeredOn: r.registeredOn ?? '',
    registeredPlace: r.registeredPlace ?? '',
    securityAnswers: Array.isArray(r.securityAnswers) ? r.securityAnswers : [],
  };
}

/**
 * What the seller sees of what they gave (their own listing's page): enough to recognise it, not
 * enough for someone looking over their shoulder or holding their unlocked phone.
 */
export function maskRegistration(r: Registration) {
  const c = r.firstContact;
  const firstContact =
    r.contactKind === 'phone' ? `${c.slice(0, 3)}****${c.slice(-4)}` : `${c.slice(0, 1)}***${c.slice(c.indexOf('@'))}`;
  return {
    firstContact,
    registeredOn: `${r.registeredOn.slice(0, 4)}-**-**`,
    registeredPlace: r.registeredPlace,
    securityQuestions: r.securityAnswers.map((x) => x.question),
  };
}
