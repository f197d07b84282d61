import { Type } from 'typebox';

export const TemplateItem = Type.Object({ event: Type.String(), templateId: Type.String(), title: Type.String() });
export const SubscribeBody = Type.Object({
  templateIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    minItems: 1,
    maxItems: 10,
    description: '用户在 requestSubscribeMessage 中同意（accept）的模板 id',
  }),
  authCode: Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'Taro.login() 的 code，用于获取 openid' }),
  ),
});
export const SubscribeResult = Type.Object({
  subscribed: Type.Array(
    Type.Object({ templateId: Type.String(), remaining: Type.Integer({ description: '还可发送的次数' }) }),
  ),
  hasOpenid: Type.Boolean({ description: 'false：服务器还不知道该用户的 openid，请带 authCode 再订阅一次' }),
});
