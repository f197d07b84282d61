import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { CancelBody, Profile, ReservedNameReport, UpdateProfileBody } from './schema.js';
import type { UserService } from './service.js';

const route = routeKit({ tags: ['user'], authAfterValidation: true });
const adminRoute = routeKit({ tags: ['admin'] });

export async function userRoutes(app: App, deps: { user: UserService }) {
  const { user } = deps;

  app.get('/api/system/user/profile', route.user({ summary: '当前用户资料', data: Profile }), async (req) =>
    ok(await user.profile(req.actor!)),
  );

  app.put(
    '/api/system/user/profile',
    route.user({ summary: '修改资料', body: UpdateProfileBody, data: Profile }),
    async (req) => ok(await user.updateProfile(req.actor!, req.body), '修改成功'),
  );

  app.post(
    '/api/system/user/cancel',
    route.user({ summary: '注销账号', body: CancelBody, data: Type.Null() }),
    async (req) => {
      await user.cancel(req.actor!, req.body);
      return ok(null, '账号已注销');
    },
  );

  // the operators' side, in one encapsulated plugin whose role check runs before anything else
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/user/reserved-names',
      adminRoute.staff({
        summary: '与保留字样相撞的现有昵称与用户名（规则收紧前取的名字不会被自动改动，供运营处理）',
        data: ReservedNameReport,
      }),
      async () => ok(await user.reservedNameCollisions()),
    );
  });
}
