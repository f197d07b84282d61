import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { SITE_FIELDS, SITE_IMAGE_FIELDS } from './fields.js';
import { AdminSiteSettings, SiteFieldDef, SiteSettings, SiteSettingsBody } from './schema.js';
import type { SiteService } from './service.js';

const route = routeKit({ tags: ['content'] });
const adminRoute = routeKit({ tags: ['admin'] });

/** the required fields, then the optional codes the console draws as picture rows */
const FIELD_DEFS = [...SITE_FIELDS, ...SITE_IMAGE_FIELDS].map(({ key, label, kind, min, max, hint }) => ({
  key,
  label,
  kind,
  min,
  max,
  hint,
}));

/** the operator's form: the settings and how to draw each field */
const AdminSiteForm = Type.Object({ ...AdminSiteSettings.properties, fields: Type.Array(SiteFieldDef) });

export async function siteRoutes(app: App, deps: { site: SiteService }) {
  const { site } = deps;
  app.get(
    '/api/site/settings',
    route.public({
      summary: '站点信息：运营主体、联系电话与邮箱、地址、ICP 备案号、客服时间、小程序码',
      data: SiteSettings,
    }),
    async () => ok(await site.settings()),
  );

  // the operator's form (role check first, as in admin/routes.ts)
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/site',
      adminRoute.staff({
        summary: '站点设置（含字段说明与仍为示例数据的字段）',
        data: AdminSiteForm,
      }),
      async () => ok({ ...(await site.adminSettings()), fields: FIELD_DEFS }),
    );
    admin.put(
      '/api/admin/site',
      adminRoute.staff({
        summary: '保存站点设置（全部字段一起校验，任一不合格则不保存；小程序码须为本人上传的图片；记入审计日志）',
        body: SiteSettingsBody,
        data: AdminSiteForm,
      }),
      async (req) => ok({ ...(await site.update(req.actor!, req.body)), fields: FIELD_DEFS }, '已保存'),
    );
  });
}
