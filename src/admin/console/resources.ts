import { http } from '../../api/http'
import type { ApiBody } from '../../api/types'
import type { PageResult } from '../../hooks/usePagedList'

/**
 * The operator console's simple editable lists (staff, groups, social accounts, blacklist,
 * banners), described as data so one list-and-form page edits them all. Each matches its
 * /api/admin/<resource> routes on the server.
 */
export type FieldKind = 'text' | 'textarea' | 'number' | 'bool' | 'select' | 'list' | 'game'

export interface FieldDef<K extends string = string> {
  key: K
  label: string
  kind: FieldKind
  options?: { value: string | number; label: string }[]
  placeholder?: string
  required?: boolean
}

export type Row = Record<string, unknown> & { id: number }

/** What `toBody` builds from a form. */
export type FormBody = Record<string, unknown>

export interface Resource {
  key: string
  label: string
  fields: FieldDef[]
  /** One line that identifies a row in the list. */
  summary: (r: Row) => string
  detail: (r: Row) => string
  list: (q: { keyword?: string; pageNum: number }) => Promise<PageResult<Row>>
  searchable?: boolean
  create: (body: FormBody) => Promise<unknown>
  update: (id: number, body: FormBody) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
}

/**
 * A resource's fields, each key checked against the server's body for the resource (a renamed or
 * removed field fails to compile). The values are typed form text turned into the body by
 * `toBody` and validated by the server's schema, which is why the calls below may hand a form's
 * body over as the route's body type.
 */
const fieldsOf = <B>(fields: FieldDef<Extract<keyof B, string>>[]): FieldDef[] => fields

type StaffBody = ApiBody<'/api/admin/staff', 'post'>
type GroupBody = ApiBody<'/api/admin/group', 'post'>
type SocialBody = ApiBody<'/api/admin/social', 'post'>
type BlackBody = ApiBody<'/api/admin/black', 'post'>
type BannerBody = ApiBody<'/api/admin/banner', 'post'>

const asPage = (rows: Row[]): PageResult<Row> => ({ rows, total: rows.length })
const bool = (v: unknown, yes: string, no = '') => (v ? yes : no)

const STAFF_TYPES = [
  { value: 1, label: '业务' },
  { value: 2, label: '客服' },
  { value: 3, label: '寄售' },
  { value: 4, label: '包赔' },
  { value: 5, label: '找回' },
]
const PLATFORMS = [
  { value: 'wechat_mp', label: '微信公众号' },
  { value: 'weibo', label: '微博' },
  { value: 'douyin', label: '抖音' },
  { value: 'bilibili', label: '哔哩哔哩' },
  { value: 'xiaohongshu', label: '小红书' },
]
const KINDS = [
  { value: 'qq', label: 'QQ' },
  { value: 'wechat', label: '微信' },
  { value: 'phone', label: '手机' },
  { value: 'other', label: '其他' },
]

export const RESOURCES: Resource[] = [
  {
    key: 'staff',
    label: '客服',
    fields: fieldsOf<StaffBody>([
      { key: 'name', label: '名称', kind: 'text', required: true },
      { key: 'type', label: '类型', kind: 'select', options: STAFF_TYPES, required: true },
      { key: 'qq', label: 'QQ', kind: 'text' },
      { key: 'wechat', label: '微信', kind: 'text' },
      { key: 'phone', label: '手机（不公开）', kind: 'text' },
      { key: 'workHours', label: '工作时间', kind: 'text', placeholder: '09:00-23:00', required: true },
      { key: 'games', label: '负责游戏', kind: 'list', placeholder: '用逗号分隔，空为全部' },
      { key: 'qrCode', label: '二维码地址', kind: 'text' },
      { key: 'sort', label: '排序', kind: 'number' },
      { key: 'enabled', label: '启用', kind: 'bool' },
      { key: 'offline', label: '强制离线', kind: 'bool' },
    ]),
    summary: (r) => `${r.name} · ${r.typeName ?? ''}`,
    detail: (r) =>
      [
        r.qq && `QQ ${r.qq}`,
        r.wechat && `微信 ${r.wechat}`,
        `工作时间 ${r.workHours}`,
        bool(!r.enabled, '已停用'),
        bool(r.offline, '强制离线'),
      ]
        .filter(Boolean)
        .join(' · '),
    list: () => http.get('/api/admin/staff/list').then(asPage),
    create: (b) => http.post('/api/admin/staff', { body: b as StaffBody }),
    update: (id, b) => http.put('/api/admin/staff/{id}', { params: { id }, body: b as StaffBody }),
    remove: (id) => http.delete('/api/admin/staff/{id}', { params: { id } }),
  },
  {
    key: 'group',
    label: '官方群',
    fields: fieldsOf<GroupBody>([
      { key: 'name', label: '群名称', kind: 'text', required: true },
      { key: 'qq', label: '群号', kind: 'text', required: true },
      { key: 'gameId', label: '游戏', kind: 'game' },
      { key: 'full', label: '已满', kind: 'bool' },
      { key: 'sort', label: '排序', kind: 'number' },
      { key: 'enabled', label: '启用', kind: 'bool' },
    ]),
    summary: (r) => `${r.name}`,
    detail: (r) =>
      [`群号 ${r.qq}`, r.gameName ?? '综合', bool(r.full, '已满'), bool(!r.enabled, '已停用')]
        .filter(Boolean)
        .join(' · '),
    list: () => http.get('/api/admin/group/list').then(asPage),
    create: (b) => http.post('/api/admin/group', { body: b as GroupBody }),
    update: (id, b) => http.put('/api/admin/group/{id}', { params: { id }, body: b as GroupBody }),
    remove: (id) => http.delete('/api/admin/group/{id}', { params: { id } }),
  },
  {
    key: 'social',
    label: '社交账号',
    fields: fieldsOf<SocialBody>([
      { key: 'platform', label: '平台', kind: 'select', options: PLATFORMS, required: true },
      { key: 'name', label: '名称', kind: 'text', required: true },
      { key: 'account', label: '账号', kind: 'text', required: true },
      { key: 'url', label: '链接', kind: 'text' },
      { key: 'qrCode', label: '二维码地址', kind: 'text' },
      { key: 'sort', label: '排序', kind: 'number' },
      { key: 'enabled', label: '启用', kind: 'bool' },
    ]),
    summary: (r) => `${r.platformName ?? r.platform} · ${r.name}`,
    detail: (r) => [String(r.account), bool(!r.enabled, '已停用')].filter(Boolean).join(' · '),
    list: () => http.get('/api/admin/social/list').then(asPage),
    create: (b) => http.post('/api/admin/social', { body: b as SocialBody }),
    update: (id, b) => http.put('/api/admin/social/{id}', { params: { id }, body: b as SocialBody }),
    remove: (id) => http.delete('/api/admin/social/{id}', { params: { id } }),
  },
  {
    key: 'black',
    label: '黑名单',
    searchable: true,
    fields: fieldsOf<BlackBody>([
      { key: 'account', label: '账号', kind: 'text', required: true },
      { key: 'kind', label: '类型', kind: 'select', options: KINDS, required: true },
      { key: 'gameId', label: '游戏', kind: 'game' },
      { key: 'reason', label: '公示原因', kind: 'textarea', required: true },
    ]),
    summary: (r) => `${String(r.kind).toUpperCase()} ${r.account}`,
    detail: (r) => [r.gameName, r.reason].filter(Boolean).join(' · '),
    list: (q) => http.get('/api/admin/black/list', { query: { pageSize: 20, ...q } }),
    create: (b) => http.post('/api/admin/black', { body: b as BlackBody }),
    update: (id, b) => http.put('/api/admin/black/{id}', { params: { id }, body: b as BlackBody }),
    remove: (id) => http.delete('/api/admin/black/{id}', { params: { id } }),
  },
  {
    key: 'banner',
    label: '轮播图',
    fields: fieldsOf<BannerBody>([
      { key: 'name', label: '名称', kind: 'text', required: true },
      { key: 'img', label: '图片地址', kind: 'text', required: true },
      { key: 'h5Img', label: 'H5图片地址', kind: 'text' },
      { key: 'jumpUrl', label: '跳转链接', kind: 'text', placeholder: '/index/... 或 https://' },
      { key: 'type', label: '运营位', kind: 'number' },
      { key: 'sort', label: '排序', kind: 'number' },
      { key: 'enabled', label: '启用', kind: 'bool' },
    ]),
    summary: (r) => `${r.name}`,
    detail: (r) => [r.jumpUrl, bool(!r.enabled, '已停用')].filter(Boolean).join(' · '),
    list: () => http.get('/api/admin/banner/list').then(asPage),
    create: (b) => http.post('/api/admin/banner', { body: b as BannerBody }),
    update: (id, b) => http.put('/api/admin/banner/{id}', { params: { id }, body: b as BannerBody }),
    remove: (id) => http.delete('/api/admin/banner/{id}', { params: { id } }),
  },
]

/** Form text → the body the server expects: blanks become null, numbers and lists are parsed. */
export function toBody(fields: FieldDef[], values: Record<string, string | boolean>): FormBody {
  const body: FormBody = {}
  for (const f of fields) {
    const v = values[f.key]
    if (f.kind === 'bool') body[f.key] = Boolean(v)
    else if (f.kind === 'list')
      body[f.key] = String(v ?? '')
        .split(/[,，、\s]+/)
        .map((s) => s.trim())
        .filter(Boolean)
    else if (
      f.kind === 'number' ||
      f.kind === 'game' ||
      (f.kind === 'select' && f.options?.some((o) => typeof o.value === 'number'))
    ) {
      const s = String(v ?? '').trim()
      if (s === '') {
        if (f.kind === 'game') body[f.key] = null
      } else body[f.key] = Number(s)
    } else {
      const s = String(v ?? '').trim()
      body[f.key] = s === '' && !f.required ? null : s
    }
  }
  return body
}

/** A row → the form's text values. */
export function toValues(fields: FieldDef[], row: Row | null): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {}
  for (const f of fields) {
    const v = row?.[f.key]
    if (f.kind === 'bool') out[f.key] = row ? Boolean(v) : f.key === 'enabled'
    else if (f.kind === 'list') out[f.key] = Array.isArray(v) ? v.join('，') : ''
    else out[f.key] = v === null || v === undefined ? '' : String(v)
  }
  return out
}

export function missingRequired(fields: FieldDef[], values: Record<string, string | boolean>): string {
  const f = fields.find((x) => x.required && String(values[x.key] ?? '').trim() === '')
  return f ? `请填写${f.label}` : ''
}

export const resourceApi = {
  create: (r: Resource, body: FormBody) => r.create(body),
  update: (r: Resource, id: number, body: FormBody) => r.update(id, body),
  remove: (r: Resource, id: number) => r.remove(id),
}
