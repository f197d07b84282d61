import { Type, type TSchema } from 'typebox';
import { SITE_FIELDS, SITE_KEYS } from './fields.js';

/** { company, website, …, email: { service, … }, phone: {…}, address: {…} }, built from fields.ts. */
function nested(leaf: (key: string) => TSchema) {
  const top: Record<string, TSchema> = {};
  const groups: Record<string, Record<string, TSchema>> = {};
  for (const k of SITE_KEYS) {
    const [a, b] = k.split('.') as [string, string | undefined];
    if (b === undefined) top[a] = leaf(k);
    else (groups[a] ??= {})[b] = leaf(k);
  }
  for (const [g, props] of Object.entries(groups)) top[g] = Type.Object(props);
  return Type.Object(top);
}

const label = (k: string) => SITE_FIELDS.find((f) => f.key === k)!;

export const SiteSettings = nested((k) => Type.String({ description: label(k).label }));

export const SiteSettingsBody = nested((k) =>
  Type.String({ maxLength: 200, description: `${label(k).label}（${label(k).hint}）` }),
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
  ]),
  min: Type.Integer(),
  max: Type.Integer(),
  hint: Type.String(),
});
