import { Type } from 'typebox';

export const RealnameBody = Type.Object({
  realName: Type.String({ minLength: 2, maxLength: 20, description: '2-20 位中文姓名，可含 ·' }),
  idCard: Type.String({ minLength: 18, maxLength: 18, description: '18 位居民身份证号码' }),
});

export const RealnameData = Type.Object({
  realStatus: Type.Union([Type.Literal(1), Type.Literal(2)]),
  realName: Type.String({ description: '脱敏姓名' }),
  idCard: Type.String({ description: '脱敏身份证号（前 3 后 4）' }),
});
