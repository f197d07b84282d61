import { Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const StaffTypeSchema = Type.Integer({
  minimum: 1,
  maximum: 5,
  description: '1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回',
});
const Platform = Type.Union(
  [
    Type.Literal('wechat_mp'),
    Type.Literal('weibo'),
    Type.Literal('douyin'),
    Type.Literal('bilibili'),
    Type.Literal('xiaohongshu'),
  ],
  { description: 'wechat_mp 微信公众号 / weibo 微博 / douyin 抖音 / bilibili 哔哩哔哩 / xiaohongshu 小红书' },
);

export const StaffItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  qq: Nullable(Type.String()),
  wechat: Nullable(Type.String()),
  qrCode: Nullable(Type.String({ description: '二维码图片地址' })),
  workHours: Type.String({ description: '北京时间，如 09:00-23:00（结束早于开始表示跨零点）' }),
  onDuty: Type.Boolean({ description: '按工作时间（北京时间）计算；运营设置离线时为 false' }),
  type: Type.Integer({ description: '1 业务 / 2 客服 / 3 寄售 / 4 包赔 / 5 找回' }),
  typeName: Type.String(),
  games: Type.Array(Type.String(), { description: '负责的游戏名；空 = 全部游戏' }),
});
export const StaffTypeQuery = Type.Object({ type: Type.Optional(StaffTypeSchema) });

export const GroupItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  qq: Type.String(),
  full: Type.Boolean({ description: '已满' }),
  gameId: Nullable(Type.Integer()),
  gameName: Nullable(Type.String()),
});
export const GroupQuery = Type.Object({
  gameId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: '该游戏的群及通用群；不传为全部' }),
  ),
});

export const SocialItem = Type.Object({
  id: Type.Integer(),
  platform: Platform,
  platformName: Type.String(),
  name: Type.String(),
  account: Type.String(),
  url: Nullable(Type.String()),
  qrCode: Nullable(Type.String()),
});

export const CheckAccountQuery = Type.Object({
  account: Type.String({ maxLength: 100, description: 'QQ号 / 微信号 / 手机号，3-50 位，精确匹配' }),
});
export const CheckAccountResult = Type.Object({
  account: Type.String(),
  official: Type.Boolean({ description: '是否为官方客服、官方群或官方社交账号' }),
  kind: Type.Union([Type.Literal('qq'), Type.Literal('wechat'), Type.Literal('phone'), Type.Literal('unknown')], {
    description: '按格式推测的账号类型',
  }),
  matched: Nullable(
    Type.Object({
      as: Type.Union([Type.Literal('staff'), Type.Literal('group'), Type.Literal('social')]),
      name: Type.String(),
      typeName: Type.String(),
    }),
  ),
  blacklisted: Type.Boolean({ description: '该账号在骗子黑名单中（精确匹配）' }),
});

// ---------------------------------------------------------------- operator editors
export const IdParams = Type.Object({ id: Id });

export const StaffBody = Type.Object({
  name: Type.String({ maxLength: 40, description: '1-20 字' }),
  type: StaffTypeSchema,
  qq: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  wechat: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20, description: '不公开展示，仅用于“验证客服”' }))),
  qrCode: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  workHours: Type.String({ maxLength: 11, description: 'HH:MM-HH:MM（北京时间）' }),
  games: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 30 })),
  enabled: Type.Optional(Type.Boolean({ description: '停用后不展示，也不再被“验证客服”认作官方' })),
  offline: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
});
export const AdminStaffItem = Type.Object({
  ...StaffItem.properties,
  phone: Nullable(Type.String()),
  enabled: Type.Boolean(),
  offline: Type.Boolean(),
  sort: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export const OfflineBody = Type.Object({
  offline: Type.Boolean({ description: 'true 设为离线（不论工作时间）/ false 恢复按工作时间' }),
});

export const GroupBody = Type.Object({
  name: Type.String({ maxLength: 60, description: '2-40 字' }),
  qq: Type.String({ maxLength: 20 }),
  full: Type.Optional(Type.Boolean()),
  gameId: Type.Optional(Nullable(Id)),
  enabled: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
});
export const AdminGroupItem = Type.Object({
  ...GroupItem.properties,
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const SocialBody = Type.Object({
  platform: Platform,
  name: Type.String({ maxLength: 60, description: '1-40 字' }),
  account: Type.String({ maxLength: 80, description: '2-60 字' }),
  url: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  qrCode: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  enabled: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
});
export const AdminSocialItem = Type.Object({
  ...SocialItem.properties,
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
