/** Client-side checks mirroring the server's rules, so a form can say what is wrong before sending. */

export const PHONE_RE = /^1[3-9]\d{9}$/

/**
 * A text's length as the server counts it: in characters (code points), so an emoji is one, not
 * the two UTF-16 units of String.length (a title of emoji passed step 1 and was refused at 提交审核).
 */
export function charCount(s: string): number {
  return Array.from(s).length
}

export function checkPhone(v: string): string {
  if (!v) return '请输入手机号'
  return PHONE_RE.test(v) ? '' : '手机号格式不正确'
}

export function checkSmsCode(v: string): string {
  if (!v) return '请输入验证码'
  return /^\d{6}$/.test(v) ? '' : '验证码为6位数字'
}

/** 8–20 characters with both letters and digits. */
export function checkPassword(v: string): string {
  if (!v) return '请输入密码'
  if (v.length < 8 || v.length > 20) return '密码长度为8-20位'
  if (!/[A-Za-z]/.test(v) || !/\d/.test(v)) return '密码需同时包含字母和数字'
  return ''
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

/** GB 11643: 18 characters, a real birth date, and the check character. Returns the birth date. */
export function parseIdCard(v: string): { birth: Date } | null {
  const id = v.toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return null
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0)
  if (ID_CHECK[sum % 11] !== id[17]) return null
  const y = Number(id.slice(6, 10))
  const m = Number(id.slice(10, 12))
  const d = Number(id.slice(12, 14))
  const birth = new Date(Date.UTC(y, m - 1, d))
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return null
  if (y < 1900 || birth.getTime() > Date.now()) return null
  return { birth }
}

export function ageOn(birth: Date, now = new Date()): number {
  let age = now.getUTCFullYear() - birth.getUTCFullYear()
  const m = now.getUTCMonth() - birth.getUTCMonth()
  if (m < 0 || (m === 0 && now.getUTCDate() < birth.getUTCDate())) age -= 1
  return age
}

export function checkIdCard(v: string, now = new Date()): string {
  if (!v) return '请输入身份证号'
  const parsed = parseIdCard(v)
  if (!parsed) return '身份证号不正确'
  return ageOn(parsed.birth, now) < 18 ? '未满18周岁不能使用交易服务' : ''
}

export function checkRealName(v: string): string {
  if (!v) return '请输入真实姓名'
  return /^[\u4e00-\u9fa5·]{2,20}$/.test(v) ? '' : '姓名应为2-20个汉字'
}
