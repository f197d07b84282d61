import { BadRequest } from '../../lib/errors.js';

/**
 * The site's own particulars: who runs it and how to reach them. Content pages name them as
 * `{{site.<key>}}` (the notice service fills them in), the contact page reads them from
 * GET /api/site/settings, and operators edit them in the console.
 *
 * The sample values are what a fresh deployment starts with, so no page shows a raw placeholder
 * before an operator has filled the form in; the console marks them 示例数据 until then. Addresses
 * and the company are invented; e-mail and web addresses use the reserved `.example` domain so
 * nothing sent to them reaches anyone. The numbers cannot be anyone's either (issue 37):
 * - the phones are Hangzhou landlines whose local part starts with 0. A local number starts with 2–9
 *   (0 is the trunk prefix, 1 the special services), so 0571-0… is dialled as nothing; a 400 number
 *   was the sample before, but every 400 block is open to companies, so none is safe to print;
 * - the ICP number's serial is all zeros: filings are numbered from 1, so 浙ICP备00000000号 is
 *   never issued.
 */
export type SiteFieldKind = 'text' | 'email' | 'phone' | 'url' | 'icp' | 'image';

export interface SiteField {
  /** dotted key: the placeholder `{{site.<key>}}` and the path in the API's nested object */
  key: SiteKey;
  label: string;
  kind: Exclude<SiteFieldKind, 'image'>;
  /** length limits in characters (text kinds; the formats bound the others) */
  min: number;
  max: number;
  sample: string;
  hint: string;
}

export const SITE_KEYS = [
  'company',
  'website',
  'icp',
  'serviceHours',
  'phone.service',
  'phone.business',
  'email.service',
  'email.privacy',
  'email.hr',
  'email.business',
  'address.office',
  'address.registered',
] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export const SITE_FIELDS: readonly SiteField[] = [
  {
    key: 'company',
    label: '运营主体',
    kind: 'text',
    min: 4,
    max: 60,
    sample: '杭州号市网络科技有限公司',
    hint: '营业执照上的公司全称：隐私政策、用户协议与平台介绍中的“我们”',
  },
  {
    key: 'website',
    label: '官方网址',
    kind: 'url',
    min: 12,
    max: 100,
    sample: 'https://www.haoshi.example',
    hint: 'https 开头',
  },
  {
    key: 'icp',
    label: 'ICP 备案号',
    kind: 'icp',
    min: 10,
    max: 30,
    sample: '浙ICP备00000000号',
    hint: '如 浙ICP备12345678号-1',
  },
  {
    key: 'serviceHours',
    label: '客服时间',
    kind: 'text',
    min: 2,
    max: 40,
    sample: '每天 09:00–24:00，节假日无休',
    hint: '联系客服与平台介绍页显示',
  },
  {
    key: 'phone.service',
    label: '客服电话',
    kind: 'phone',
    min: 7,
    max: 20,
    sample: '0571-08260571',
    hint: '400/800 号码、座机（区号-号码）或手机号',
  },
  {
    key: 'phone.business',
    label: '商务电话',
    kind: 'phone',
    min: 7,
    max: 20,
    sample: '0571-06937402',
    hint: '商户合作页显示',
  },
  {
    key: 'email.service',
    label: '客服邮箱',
    kind: 'email',
    min: 6,
    max: 100,
    sample: 'kefu@haoshi.example',
    hint: '用户协议与联系客服页显示',
  },
  {
    key: 'email.privacy',
    label: '个人信息保护邮箱',
    kind: 'email',
    min: 6,
    max: 100,
    sample: 'privacy@haoshi.example',
    hint: '隐私政策中的个人信息保护负责人联系方式',
  },
  {
    key: 'email.hr',
    label: '招聘邮箱',
    kind: 'email',
    min: 6,
    max: 100,
    sample: 'hr@haoshi.example',
    hint: '人才招募页的简历投递地址',
  },
  {
    key: 'email.business',
    label: '商务邮箱',
    kind: 'email',
    min: 6,
    max: 100,
    sample: 'bd@haoshi.example',
    hint: '商户合作页显示',
  },
  {
    key: 'address.office',
    label: '办公地址',
    kind: 'text',
    min: 6,
    max: 80,
    sample: '浙江省杭州市滨江区长河街道滨安路 1180 号 3 幢 7 层',
    hint: '人才招募的工作地点与隐私政策的联系地址',
  },
  {
    key: 'address.registered',
    label: '注册地址',
    kind: 'text',
    min: 6,
    max: 80,
    sample: '浙江省杭州市滨江区长河街道滨安路 1180 号 3 幢 701 室',
    hint: '营业执照上的住所',
  },
];

export type SiteValues = Record<SiteKey, string>;

export const SAMPLE_VALUES: SiteValues = Object.fromEntries(SITE_FIELDS.map((f) => [f.key, f.sample])) as SiteValues;

const EMAIL_RE =
  /^[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;
/** 400/800 service numbers, landlines with their area code, mobiles. Hyphens as people write them. */
const PHONE_RE = /^(?:[48]00-?\d{3}-?\d{4}|0\d{2,3}-?\d{7,8}|1[3-9]\d{9})$/;
/** an https address of a host (no credentials, no spaces or quotes), optionally with a path */
const URL_RE =
  /^https:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?::\d{2,5})?(?:\/[A-Za-z0-9\-._~/%?=&#]*)?$/;
/** the MIIT filing number as sites print it: province abbreviation, ICP备, 8–10 digits, 号, optional -n */
const ICP_RE = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]ICP备\d{8,10}号(?:-\d{1,3})?$/;
/**
 * What a person never types into a one-line field and what would change how the text reads or
 * renders: control characters (line breaks included), invisible format characters (zero-width
 * spaces, bidirectional overrides), line/paragraph separators, private-use code points, and the
 * characters that would read as markup or as a placeholder in content.
 */
const UNSAFE_RE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029<>{}\\`]/u;

const chars = (s: string) => Array.from(s).length;

/** Checks one value; returns it trimmed or throws BadRequest naming the field. */
export function checkSiteValue(f: SiteField, raw: unknown): string {
  if (typeof raw !== 'string') throw new BadRequest(`请填写${f.label}`);
  const v = raw.trim();
  if (!v) throw new BadRequest(`请填写${f.label}`);
  if (UNSAFE_RE.test(v)) throw new BadRequest(`${f.label}不能包含换行、控制字符、不可见字符或 < > { } \\ \` 等符号`);
  const n = chars(v);
  if (n < f.min || n > f.max) throw new BadRequest(`${f.label}应为${f.min}-${f.max}个字符`);
  switch (f.kind) {
    case 'email':
      if (!EMAIL_RE.test(v)) throw new BadRequest(`${f.label}格式不正确，如 name@example.com`);
      break;
    case 'phone':
      if (!PHONE_RE.test(v)) throw new BadRequest(`${f.label}格式不正确：400/800 号码、区号-座机号或手机号`);
      break;
    case 'url':
      if (!URL_RE.test(v)) throw new BadRequest(`${f.label}须为 https:// 开头的网址`);
      break;
    case 'icp':
      if (!ICP_RE.test(v)) throw new BadRequest(`${f.label}格式不正确，如 浙ICP备12345678号-1`);
      break;
    case 'text':
      break;
  }
  return v;
}

/** Checks every field of an edit; the first bad one throws, so nothing is saved unless all are valid. */
export function checkSiteValues(input: Record<string, unknown>): SiteValues {
  const out = {} as SiteValues;
  for (const f of SITE_FIELDS) out[f.key] = checkSiteValue(f, input[f.key]);
  return out;
}

/**
 * The optional pictures (issue 38): the official codes of the published mini-programs, which only
 * the WeChat and Alipay consoles hand out, so they cannot be drawn from anything the site knows.
 * Unlike the fields above they have no sample (a made-up code would open nothing, or someone
 * else's program) and may be left empty, which is how a deployment starts: the 下载App page then
 * shows none. A value is an upload of the operator who saves it (service.ts checks whose), never a
 * link elsewhere: the code is what a visitor scans, so a foreign picture would send them anywhere.
 */
export const SITE_IMAGE_KEYS = ['miniProgram.wechatCode', 'miniProgram.alipayCode'] as const;
export type SiteImageKey = (typeof SITE_IMAGE_KEYS)[number];

export interface SiteImageField {
  key: SiteImageKey;
  label: string;
  kind: 'image';
  /** the stored path's length limits, so the console's field list reads like the others' */
  min: 0;
  max: 200;
  hint: string;
}

export const SITE_IMAGE_FIELDS: readonly SiteImageField[] = [
  {
    key: 'miniProgram.wechatCode',
    label: '微信小程序码',
    kind: 'image',
    min: 0,
    max: 200,
    hint: '在微信公众平台下载小程序码后上传；不填则下载App页不显示',
  },
  {
    key: 'miniProgram.alipayCode',
    label: '支付宝小程序码',
    kind: 'image',
    min: 0,
    max: 200,
    hint: '在支付宝开放平台下载小程序码后上传；不填则下载App页不显示',
  },
];

/** The codes that are set, by key; a key that is absent is not set. */
export type SiteImages = Partial<Record<SiteImageKey, string>>;

/** An upload's public path as the upload module hands it out (its own check decides whose it is). */
const UPLOAD_PATH_RE = /^\/uploads\/[A-Za-z0-9_\-/]{1,160}\.(?:jpg|jpeg|png|webp)$/;

/**
 * One picture of an edit: undefined when the body leaves it out (kept as it is), null to clear it
 * (null or an empty string), else the trimmed upload path. Anything but one of our upload paths
 * (an https or `//host` link, a data: URL, a path outside /uploads) is refused here.
 */
export function checkSiteImage(f: SiteImageField, raw: unknown): string | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (typeof raw !== 'string') throw new BadRequest(`${f.label}须为上传的图片`);
  const v = raw.trim();
  if (!v) return null;
  if (!UPLOAD_PATH_RE.test(v) || v.includes('..'))
    throw new BadRequest(`${f.label}须为在此上传的图片，不能填写外部链接，请重新上传`);
  return v;
}

const split = (k: string) => k.split('.') as [string, string | undefined];

type Nested = Record<string, string | Record<string, string | null>>;

/**
 * Flat dotted values → the API's nested object: { company, email: { service, … }, …,
 * miniProgram: { wechatCode, alipayCode } }, a code that is not set read as null.
 */
export function nest(values: SiteValues, images: SiteImages = {}): Nested {
  const out: Nested = {};
  for (const k of SITE_KEYS) {
    const [a, b] = split(k);
    if (b === undefined) out[a] = values[k];
    else ((out[a] ??= {}) as Record<string, string>)[b] = values[k];
  }
  for (const k of SITE_IMAGE_KEYS) {
    const [a, b] = split(k);
    ((out[a] ??= {}) as Record<string, string | null>)[b!] = images[k] || null;
  }
  return out;
}

function pick(nested: Record<string, unknown>, k: string): unknown {
  const [a, b] = split(k);
  const top = nested[a];
  return b === undefined ? top : top && typeof top === 'object' ? (top as Record<string, unknown>)[b] : undefined;
}

/** The API's nested object → flat dotted values (missing fields stay undefined for the checks to name). */
export function flatten(nested: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SITE_KEYS.map((k) => [k, pick(nested, k)]));
}

/** The pictures of an edit, checked: undefined = left out (unchanged), null = cleared, else the path. */
export function checkSiteImages(nested: Record<string, unknown>): Record<SiteImageKey, string | null | undefined> {
  return Object.fromEntries(SITE_IMAGE_FIELDS.map((f) => [f.key, checkSiteImage(f, pick(nested, f.key))])) as Record<
    SiteImageKey,
    string | null | undefined
  >;
}
