import { Type } from 'typebox';

export const Sex = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')], {
  description: "'0' 男 / '1' 女 / '2' 未知",
});

/** The whitelist of user fields the API ever returns. */
export const Profile = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  avatar: Type.String(),
  sex: Sex,
  email: Type.String(),
  phone: Type.String({ description: '脱敏手机号，如 138****1234' }),
  realStatus: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 未实名 / 2 已实名' }),
  realName: Type.String({ description: '脱敏姓名，如 张*三；未实名为空' }),
  idCard: Type.String({ description: '脱敏身份证号（前 3 后 4）；未实名为空' }),
  roles: Type.Array(Type.String()),
  userNameChangeable: Type.Boolean({ description: '用户名是否还可修改（仅一次）' }),
  // optional in the schema only so older client fixtures stay valid; the server always sends it
  smsNotify: Type.Optional(
    Type.Boolean({
      description: '交易短信通知（付款、交接、纠纷、找回、提现）是否开启；验证码短信不受影响。服务器总会返回',
    }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
});

export const UpdateProfileBody = Type.Object({
  nickName: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  avatar: Type.Optional(
    Type.String({
      maxLength: 500,
      description: '本人上传的图片地址（/uploads/…，先调用上传接口）；原样传回当前头像也可以',
    }),
  ),
  sex: Type.Optional(Sex),
  // '' clears the email: the profile form sends what its field holds, and an emptied field means "no email"
  email: Type.Optional(
    Type.String({ maxLength: 254, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', description: '空字符串表示清除邮箱' }),
  ),
  userName: Type.Optional(
    Type.String({ minLength: 4, maxLength: 20, pattern: '^[A-Za-z0-9_]+$', description: '只能修改一次' }),
  ),
  smsNotify: Type.Optional(Type.Boolean({ description: '交易短信通知开关' })),
});

export const CancelBody = Type.Object({
  dxyzm: Type.String({ pattern: '^\\d{6}$' }),
  yzmRankey: Type.String({ minLength: 1, maxLength: 64, description: 'sendYzm type=cancel 返回的 yzmRankey' }),
});

export const ReservedNameCollision = Type.Object({
  id: Type.Integer(),
  userName: Type.Union([Type.String(), Type.Null()]),
  nickName: Type.Union([Type.String(), Type.Null()]),
  fields: Type.Array(Type.Union([Type.Literal('nickName'), Type.Literal('userName')]), {
    description: '与保留字样相撞的字段',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const ReservedNameReport = Type.Object({
  total: Type.Integer({ description: '相撞的账号总数' }),
  rows: Type.Array(ReservedNameCollision, { description: '按账号 id 排序，最多 1000 个' }),
});
