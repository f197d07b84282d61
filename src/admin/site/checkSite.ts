import type { SiteField, SiteSettingsBody } from '../../api/site'

/** The form's values by dotted key ('company', 'email.hr', …); an unset picture is ''. */
export type SiteForm = Record<string, string>

const LOOKS_LIKE: Record<SiteField['kind'], [RegExp, string] | null> = {
  text: null,
  email: [/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, '格式不正确，如 name@example.com'],
  phone: [/^[\d-]+$/, '只能填写数字和 -'],
  url: [/^https:\/\/\S+$/, '须为 https:// 开头的网址'],
  icp: [/ICP备\d+号/, '格式不正确，如 浙ICP备12345678号-1'],
  image: null,
}
/** Line breaks, invisible characters and the symbols content would read as markup. */
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029<>{}\\`]/u

/**
 * What the form can tell before sending (pictures are optional and come from the uploader, so there
 * is nothing to tell of them): a missing value, a length out of the field's limits (from
 * the server's field list), something that plainly is not an e-mail, phone, https address or ICP
 * number. The server checks the exact formats and has the last word.
 */
export function checkSiteForm(fields: readonly SiteField[], values: SiteForm): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const f of fields) {
    if (f.kind === 'image') continue
    const v = (values[f.key] ?? '').trim()
    const n = Array.from(v).length
    const looks = LOOKS_LIKE[f.kind]
    if (!v) errors[f.key] = `请填写${f.label}`
    else if (UNSAFE.test(v)) errors[f.key] = `${f.label}不能包含换行、不可见字符或 < > { } 等符号`
    else if (n < f.min || n > f.max) errors[f.key] = `${f.label}应为${f.min}-${f.max}个字符`
    else if (looks && !looks[0].test(v)) errors[f.key] = `${f.label}${looks[1]}`
  }
  return errors
}

/** The server's nested values → the form's dotted keys. */
export function toForm(fields: readonly SiteField[], nested: Record<string, unknown>): SiteForm {
  const out: SiteForm = {}
  for (const f of fields) {
    const [a, b] = f.key.split('.')
    const top = nested[a!]
    const v = b === undefined ? top : top && typeof top === 'object' ? (top as Record<string, unknown>)[b] : ''
    out[f.key] = typeof v === 'string' ? v : ''
  }
  return out
}

/**
 * The form → the body of PUT /api/admin/site (every field, trimmed; a picture left empty is sent
 * as null, which removes it). Its shape follows the field
 * keys the server listed, and the server validates it, which is why it may be handed over as the
 * route's body type.
 */
export function toBody(fields: readonly SiteField[], values: SiteForm): SiteSettingsBody {
  const out: Record<string, string | null | Record<string, string | null>> = {}
  for (const f of fields) {
    const [a, b] = f.key.split('.') as [string, string | undefined]
    const t = (values[f.key] ?? '').trim()
    const v = f.kind === 'image' && !t ? null : t
    if (b === undefined) out[a] = v
    else ((out[a] ??= {}) as Record<string, string | null>)[b] = v
  }
  return out as unknown as SiteSettingsBody
}
