import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { CancelBody, Profile, ReservedNameReport, UpdateProfileBody } from './schema.js';
import type { UserService } from './service.js';

export async function userRoutes(app: App, deps: { user: UserService }) {
  const { user } = deps;

  app.get(
    '/api/system/user/profile',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags: ['user'],
        summary: '当前用户资料',
        security: SECURED,
        response: { 200: Ok(Profile), ...errorResponses },
      },
    },
    async (req) => ok(await user.profile(req.actor!)),
  );

  app.put(
    '/api/system/user/profile',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags: ['user'],
        summary: '修改资料',
        security: SECURED,
        body: UpdateProfileBody,
        response: { 200: Ok(Profile), ...errorResponses },
      },
    },
    async (req) => ok(await user.updateProfile(req.actor!, req.body), '修改成功'),
  );

  app.post(
    '/api/system/user/cancel',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags: ['user'],
        summary: '注销账号',
        security: SECURED,
        body: CancelBody,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await user.cancel(req.actor!, req.body);
      return ok(null, '账号已注销');
    },
  );

  // the operators' side, in one encapsulated plugin whose role check runs before anything else
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/user/reserved-names',
      {
        config: { auth: 'staff' },
        schema: {
          tags: ['admin'],
          summary: '与保留字样相撞的现有昵称与用户名（规则收紧前取的名字不会被自动改动，供运营处理）',
          security: SECURED,
          response: { 200: Ok(ReservedNameReport), ...errorResponses },
        },
      },
      async () => ok(await user.reservedNameCollisions()),
    );
  });
}
