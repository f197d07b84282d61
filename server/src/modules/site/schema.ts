import { Type, type TSchema } from 'typebox';
import { SITE_FIELDS, SITE_IMAGE_FIELDS, SITE_KEYS, type SiteImageField } from './fields.js';

/** { company, website, …, email: { service, … }, phone: {…}, address: {…} }, built from fields.ts. */
function nested(leaf: (key: string) => TSchema, extra: Record<string, TSchema> = {}) {
  const top: Record<string, TSchema> = {};
  const groups: Record<string, Record<string, TSchema>> = {};
  for (const k of SITE_KEYS) {
    const [a, b] = k.split('.') as [string, string | undefined];
    if (b === undefined) top[a] = leaf(k);
    else (groups[a] ??= {})[b] = leaf(k);
  }
  for (const [g, props] of Object.entries(groups)) top[g] = Type.Object(props);
  return Type.Object({ ...top, ...extra });
}

/** { miniProgram: { wechatCode, alipayCode } }: the optional codes (fields.ts SITE_IMAGE_FIELDS). */
function images(leaf: (f: SiteImageField) => TSchema, group: (o: TSchema) => TSchema) {
  const groups: Record<string, Record<string, TSchema>> = {};
  for (const f of SITE_IMAGE_FIELDS) {
    const [a, b] = f.key.split('.') as [string, string];
    (groups[a] ??= {})[b] = leaf(f);
  }
  return Object.fromEntries(Object.entries(groups).map(([g, props]) => [g, group(Type.Object(props))]));
}

const label = (k: string) => SITE_FIELDS.find((f) => f.key === k)!;

export const SiteSettings = nested(
  (k) => Type.String({ description: label(k).label }),
  images(
    (f) => Type.Union([Type.String(), Type.Null()], { description: `${f.label}（图片地址；未上传时为 null）` }),
    (o) => o,
  ),
);

export const SiteSettingsBody = nested(
  (k) => Type.String({ maxLength: 200, description: `${label(k).label}（${label(k).hint}）` }),
  // optional: a body without them keeps the codes as they are; null or '' clears one
  images(
    (f) =>
      Type.Optional(
        Type.Union([Type.String({ maxLength: 200 }), Type.Null()], {
          description: `${f.label}（本人上传的图片地址 /uploads/…；null 或空串为移除；不传则不变）`,
        }),
      ),
    (o) => Type.Optional(o),
  ),
);

export const AdminSiteSettings = Type.Object({
  values: SiteSettings,
  samples: Type.Array(Type.String(), { description: '仍为初始示例数据的字段（点分键名，如 email.hr）' }),
  updateTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: '运营最后保存时间' }),
  updatedBy: Type.Union([Type.String(), Type.Null()], { description: '最后保存的运营昵称' }),
});

/** The form's fields as the console draws them: label, kind, limits, hint. */
export const SiteFieldDef = Type.Object({
  key: Type.String(),
  label: Type.String(),
  kind: Type.Union([
    Type.Literal('text'),
    Type.Literal('email'),
    Type.Literal('phone'),
    Type.Literal('url'),
    Type.Literal('icp'),
    Type.Literal('image', { description: '可选图片：上传本人图片或移除，无示例数据' }),
  ]),
  min: Type.Integer(),
  max: Type.Integer(),
  hint: Type.String(),
});
