import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import type { BannerAdminService } from './banner-service.js';

const adminRoute = routeKit({ tags: ['admin'] });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const BannerBody = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, description: '运营位：1 首页轮播' })),
  name: Type.String({ maxLength: 100, description: '1-60 字' }),
  img: Type.String({ maxLength: 300, description: '上传后的图片地址（/uploads/…）或 https 链接' }),
  h5Img: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  jumpUrl: Type.Optional(Nullable(Type.String({ maxLength: 300, description: '站内路径（/开头）或 https 链接' }))),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  enabled: Type.Optional(Type.Boolean()),
});
const AdminBannerItem = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  name: Type.String(),
  img: Type.String(),
  h5Img: Nullable(Type.String()),
  jumpUrl: Nullable(Type.String()),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
});
const BannerListQuery = Type.Object({ type: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })) });

/** Banner editor of the operator console (role check first, as in admin/routes.ts). */
export async function bannerAdminRoutes(app: App, deps: { bannerAdmin: BannerAdminService }) {
  const { bannerAdmin: ba } = deps;
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/banner/list',
      adminRoute.staff({
        summary: '全部轮播图（含停用）',
        querystring: BannerListQuery,
        data: Type.Array(AdminBannerItem),
      }),
      async (req) => ok(await ba.list(req.query.type)),
    );
    admin.post(
      '/api/admin/banner',
      adminRoute.staff({ summary: '新增轮播图', body: BannerBody, data: AdminBannerItem }),
      async (req) => ok(await ba.create(req.actor!, req.body), '已新增'),
    );
    admin.put(
      '/api/admin/banner/:id',
      adminRoute.staff({ summary: '修改轮播图', params: IdParams, body: BannerBody, data: AdminBannerItem }),
      async (req) => ok(await ba.update(req.actor!, req.params.id, req.body), '已保存'),
    );
    admin.delete(
      '/api/admin/banner/:id',
      adminRoute.staff({ summary: '删除轮播图', params: IdParams, data: Type.Null() }),
      async (req) => {
        await ba.remove(req.actor!, req.params.id);
        return ok(null, '已删除');
      },
    );
  });
}
