import type { RegistrationBody } from '../api/selling'
import { charCount } from './validate'

/**
 * The sell form's 首次注册信息 (issue 41): the account's first bound phone or e-mail, registration
 * date and place, the security answers, and the separate consent to hand them to the buyer. Held
 * in memory only, like the login: the server refuses a draft that carries it.
 */
export interface RegistrationForm {
  firstContact: string
  registeredOn: string
  registeredPlace: string
  securityAnswers: { question: string; answer: string }[]
  consent: boolean
}

export const SECURITY_QA_MAX = 5
/** the first day the server accepts; later than today is refused too */
export const REGISTERED_EARLIEST = '1995-01-01'

export const emptyRegistration = (): RegistrationForm => ({
  firstContact: '',
  registeredOn: '',
  registeredPlace: '',
  securityAnswers: [],
  consent: false,
})

/** Nothing typed and nothing ticked: an optional section left alone. */
export function isRegistrationBlank(f: RegistrationForm): boolean {
  return (
    !f.firstContact.trim() &&
    !f.registeredOn &&
    !f.registeredPlace.trim() &&
    f.securityAnswers.every((x) => !x.question.trim() && !x.answer.trim()) &&
    !f.consent
  )
}

const PHONE = /^1[3-9]\d{9}$/
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/

/** The server's checks, in its words, keyed by field (`regQ0`, `regA0` … for the security answers). */
export function registrationErrors(f: RegistrationForm, today: string): Record<string, string> {
  const e: Record<string, string> = {}
  const contact = f.firstContact.trim()
  if (!PHONE.test(contact) && !EMAIL.test(contact))
    e.firstContact = '首次绑定的手机号或邮箱格式不正确（手机号为 11 位数字）'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.registeredOn)) e.registeredOn = '请选择注册日期'
  else if (f.registeredOn < REGISTERED_EARLIEST || f.registeredOn > today)
    e.registeredOn = `注册日期须在 ${REGISTERED_EARLIEST} 至今天之间`
  const place = charCount(f.registeredPlace.trim())
  if (place < 2 || place > 40) e.registeredPlace = '注册地为 2-40 个字'
  f.securityAnswers.forEach((x, i) => {
    const q = charCount(x.question.trim())
    const a = charCount(x.answer.trim())
    if (q < 1 || q > 40) e[`regQ${i}`] = `第 ${i + 1} 个密保问题为 1-40 个字`
    if (a < 1 || a > 60) e[`regA${i}`] = `第 ${i + 1} 个密保答案为 1-60 个字`
  })
  if (!f.consent) e.regConsent = '请单独勾选同意将首次注册信息提供给买家'
  return e
}

export function registrationBody(f: RegistrationForm, consentVersion: number): RegistrationBody {
  return {
    firstContact: f.firstContact.trim(),
    registeredOn: f.registeredOn,
    registeredPlace: f.registeredPlace.trim(),
    securityAnswers: f.securityAnswers.map((x) => ({ question: x.question.trim(), answer: x.answer.trim() })),
    consent: f.consent,
    consentVersion,
  }
}

/** Today in China, YYYY-MM-DD: the latest registration date (the server counts in China time too). */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)
}
