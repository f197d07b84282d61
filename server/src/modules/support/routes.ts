import { Type } from 'typebox';
import { addressKey } from '../../lib/client-address.js';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import {
  AdminGroupItem,
  AdminSocialItem,
  AdminStaffItem,
  CheckAccountQuery,
  CheckAccountResult,
  GroupBody,
  GroupItem,
  GroupQuery,
  IdParams,
  OfflineBody,
  SocialBody,
  SocialItem,
  StaffBody,
  StaffItem,
  StaffTypeQuery,
} from './schema.js';
import type { SupportService } from './service.js';

const route = routeKit({ tags: ['support'] });
const adminRoute = routeKit({ tags: ['admin'] });

export async function supportRoutes(app: App, deps: { support: SupportService }) {
  const { support } = deps;

  app.get(
    '/api/V2/H5/allQQlist',
    route.public({ summary: '全部官方客服（按类型、排序）', data: Type.Array(StaffItem) }),
    async () => ok(await support.allStaff()),
  );

  app.get(
    '/api/V2/H5/account',
    route.public({
      summary: '某类官方客服（type 1 业务 2 客服 3 寄售 4 包赔 5 找回；不传为全部）',
      querystring: StaffTypeQuery,
      data: Type.Array(StaffItem),
    }),
    async (req) =>
      ok(req.query.type === undefined ? await support.allStaff() : await support.staffOfType(req.query.type)),
  );

  app.get(
    '/api/V2/H5/qqGroup',
    route.public({ summary: '官方QQ群（未满在前）', querystring: GroupQuery, data: Type.Array(GroupItem) }),
    async (req) => ok(await support.groups(req.query.gameId)),
  );

  app.get(
    '/api/web/social/list',
    route.public({ summary: '官方社交媒体账号', data: Type.Array(SocialItem) }),
    async () => ok(await support.social()),
  );

  app.get(
    '/api/V2/H5/checkAccount',
    route.public({
      summary: '验证客服：QQ/微信/手机号是否为官方（仅精确匹配；每 IP 每分钟 30 次）',
      querystring: CheckAccountQuery,
      data: CheckAccountResult,
    }),
    async (req) => {
      const r = await support.checkAccount(addressKey(req.ip), req.query.account);
      return ok(r, r.official ? '该账号为号市官方账号' : '该账号不是号市官方账号，请谨防诈骗');
    },
  );

  // operator editors (see admin/routes.ts: the role check runs before anything else in this scope)
  await app.register(async (admin: App) => {
    // ---- staff
    admin.get(
      '/api/admin/staff/list',
      adminRoute.staff({ summary: '全部客服（含停用）', data: Type.Array(AdminStaffItem) }),
      async () => ok(await support.adminStaff()),
    );
    admin.post(
      '/api/admin/staff',
      adminRoute.staff({ summary: '新增客服', body: StaffBody, data: AdminStaffItem }),
      async (req) => ok(await support.createStaff(req.actor!, req.body), '已新增'),
    );
    admin.put(
      '/api/admin/staff/:id',
      adminRoute.staff({ summary: '修改客服', params: IdParams, body: StaffBody, data: AdminStaffItem }),
      async (req) => ok(await support.updateStaff(req.actor!, req.params.id, req.body), '已保存'),
    );
    admin.post(
      '/api/admin/staff/:id/offline',
      adminRoute.staff({
        summary: '设置离线 / 恢复按工作时间在线',
        params: IdParams,
        body: OfflineBody,
        data: AdminStaffItem,
      }),
      async (req) =>
        ok(
          await support.setStaffOffline(req.actor!, req.params.id, req.body.offline),
          req.body.offline ? '已设为离线' : '已恢复在线',
        ),
    );
    admin.delete(
      '/api/admin/staff/:id',
      adminRoute.staff({ summary: '删除客服', params: IdParams, data: Type.Null() }),
      async (req) => {
        await support.deleteStaff(req.actor!, req.params.id);
        return ok(null, '已删除');
      },
    );

    // ---- groups
    admin.get(
      '/api/admin/group/list',
      adminRoute.staff({ summary: '全部官方群（含停用）', data: Type.Array(AdminGroupItem) }),
      async () => ok(await support.adminGroups()),
    );
    admin.post(
      '/api/admin/group',
      adminRoute.staff({ summary: '新增官方群', body: GroupBody, data: AdminGroupItem }),
      async (req) => ok(await support.createGroup(req.actor!, req.body), '已新增'),
    );
    admin.put(
      '/api/admin/group/:id',
      adminRoute.staff({ summary: '修改官方群', params: IdParams, body: GroupBody, data: AdminGroupItem }),
      async (req) => ok(await support.updateGroup(req.actor!, req.params.id, req.body), '已保存'),
    );
    admin.delete(
      '/api/admin/group/:id',
      adminRoute.staff({ summary: '删除官方群', params: IdParams, data: Type.Null() }),
      async (req) => {
        await support.deleteGroup(req.actor!, req.params.id);
        return ok(null, '已删除');
      },
    );

    // ---- social accounts
    admin.get(
      '/api/admin/social/list',
      adminRoute.staff({ summary: '全部社交账号（含停用）', data: Type.Array(AdminSocialItem) }),
      async () => ok(await support.adminSocial()),
    );
    admin.post(
      '/api/admin/social',
      adminRoute.staff({ summary: '新增社交账号', body: SocialBody, data: AdminSocialItem }),
      async (req) => ok(await support.createSocial(req.actor!, req.body), '已新增'),
    );
    admin.put(
      '/api/admin/social/:id',
      adminRoute.staff({ summary: '修改社交账号', params: IdParams, body: SocialBody, data: AdminSocialItem }),
      async (req) => ok(await support.updateSocial(req.actor!, req.params.id, req.body), '已保存'),
    );
    admin.delete(
      '/api/admin/social/:id',
      adminRoute.staff({ summary: '删除社交账号', params: IdParams, data: Type.Null() }),
      async (req) => {
        await support.deleteSocial(req.actor!, req.params.id);
        return ok(null, '已删除');
      },
    );
  });
}
