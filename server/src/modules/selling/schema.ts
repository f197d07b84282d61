import { Type } from 'typebox';
import { GoodListItem } from '../catalogue/index.js';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Guarantee = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 不提供（买家可购买包赔）/ 1 买家须购买包赔（标签 可购包赔）/ 2 卖家赠送（基础包赔，标签 赠送包赔）',
});
const AttrValue = Type.Union([
  Type.Number(),
  Type.String({ maxLength: 200 }),
  Type.Array(Type.String({ maxLength: 60 }), { maxItems: 50 }),
]);
const Image = Type.Object({ url: Type.String(), thumb: Type.String() });
const PathNode = Type.Object({ id: Type.Integer(), name: Type.String() });

// ---------------------------------------------------------------- drafts
/**
 * The client's SellDraftData, checked loosely: known fields have types and bounds, other keys are
 * tolerated (older/newer clients) but the whole document is capped at 20 KB and may never carry
 * credentials (the service refuses a `credentials` or `password` key anywhere in it).
 */
/** how the account changes hands (handover module): 自助交接 or 平台验号换绑 */
const HandoverModeT = Type.Union([Type.Literal('self'), Type.Literal('staff')], {
  description: 'self 自助交接 / staff 平台验号换绑',
});

const DraftFields = {
  gameId: Type.Optional(Id),
  gameName: Type.Optional(Type.String({ maxLength: 40 })),
  districtPath: Type.Optional(
    Type.Array(Type.Object({ id: Id, name: Type.String({ maxLength: 60 }) }), { maxItems: 6 }),
  ),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  priceYuan: Type.Optional(Type.String({ maxLength: 20 })),
  isGuarantee: Type.Optional(Guarantee),
  bargain: Type.Optional(Type.Boolean()),
  attrs: Type.Optional(Type.Record(Type.String({ maxLength: 8 }), AttrValue, { maxProperties: 30 })),
  description: Type.Optional(Type.String({ maxLength: 3000 })),
  images: Type.Optional(
    Type.Array(
      Type.Object({ url: Type.String({ maxLength: 300 }), thumb: Type.Optional(Type.String({ maxLength: 300 })) }),
      { maxItems: 20 },
    ),
  ),
  editingId: Type.Optional(Id),
  handoverMode: Type.Optional(HandoverModeT),
};
export const DraftData = Type.Object(DraftFields, { description: '卖号流程的草稿（SellDraftData），不含账号密码' });

export const DraftBody = Type.Object({ gameId: Id, data: DraftData });
export const DraftOut = Type.Union([
  Type.Object({ data: DraftData, updatedAt: Type.String({ format: 'date-time' }) }),
  Type.Null(),
]);
export const DraftSaved = Type.Object({ updatedAt: Type.String({ format: 'date-time' }) });

// ---------------------------------------------------------------- registration data (issue 41)
/** Hard caps only: the service checks each field with its own Chinese message (registration-data.ts). */
export const RegistrationBody = Type.Object({
  firstContact: Type.String({ maxLength: 200, description: '首次绑定的手机号（11 位）或邮箱' }),
  registeredOn: Type.String({ maxLength: 40, description: '注册日期 YYYY-MM-DD（1995-01-01 至今天）' }),
  registeredPlace: Type.String({ maxLength: 200, description: '注册地（省市或游戏大区），2-40 字' }),
  securityAnswers: Type.Array(
    Type.Object({
      question: Type.String({ maxLength: 200, description: '密保问题，1-40 字' }),
      answer: Type.String({ maxLength: 200, description: '答案，1-60 字' }),
    }),
    { maxItems: 20, description: '游戏使用的密保问题及答案，0-5 个（游戏没有密保则为空）' },
  ),
  consent: Type.Boolean({ description: '单独勾选同意将首次注册信息提供给买家（须为 true）' }),
  consentVersion: Type.Integer({ minimum: 0, maximum: 1000, description: '所阅读的授权说明版本' }),
});
export const RegistrationConsent = Type.Object({
  version: Type.Integer(),
  text: Type.String({ description: '单独同意的说明文字（个人信息保护法第二十三条）' }),
});
export const MaskedRegistration = Type.Union(
  [
    Type.Object({
      firstContact: Type.String({ description: '脱敏：138****0001 / a***@qq.com' }),
      registeredOn: Type.String({ description: '只显示年份：2018-**-**' }),
      registeredPlace: Type.String(),
      securityQuestions: Type.Array(Type.String(), { description: '只有问题，不含答案' }),
    }),
    Type.Null(),
  ],
  { description: '卖家已提供的首次注册信息（脱敏）；未提供为 null' },
);

// ---------------------------------------------------------------- consignment
/**
 * Types and hard size caps only; the business rules (lengths, price steps, template, district,
 * own screenshots) are checked by the service so each gets its own Chinese message.
 */
export const ConsignmentBody = Type.Object({
  id: Type.Optional(Id),
  gameId: Id,
  districtId: Id,
  title: Type.String({ maxLength: 200, description: '5-60 字' }),
  description: Type.String({ maxLength: 3000, description: '10-1000 字' }),
  priceFen: Type.Integer({ minimum: 0, maximum: 2147483647, description: '¥1-¥1,000,000，整数元（100 的倍数）' }),
  isGuarantee: Guarantee,
  bargain: Type.Boolean(),
  handoverMode: Type.Optional(
    Type.Union([Type.Literal('self'), Type.Literal('staff')], {
      default: 'self',
      description:
        'self 自助交接（默认）/ staff 平台验号换绑；达到价格门槛或规定游戏的商品须选 staff（见 GET /api/rules 的 handover.*）',
    }),
  ),
  attrs: Type.Record(Type.String({ maxLength: 8 }), AttrValue, {
    maxProperties: 30,
    description: '按游戏属性模板（fieldKey → 值）',
  }),
  images: Type.Array(Type.String({ maxLength: 300 }), {
    maxItems: 50,
    description: '1-20 张本人上传的截图地址，第一张为封面',
  }),
  credentials: Type.Object({
    account: Type.String({ maxLength: 200, description: '游戏登录账号，1-64 字' }),
    password: Type.String({ maxLength: 200, description: '游戏登录密码，1-64 字' }),
    boundPhone: Type.Optional(Type.String({ maxLength: 200, description: '绑定手机说明，≤40 字' })),
    boundEmail: Type.Optional(Type.String({ maxLength: 200, description: '绑定邮箱说明，≤64 字' })),
    securityNotes: Type.Optional(Type.String({ maxLength: 1000, description: '密保等说明，≤200 字' })),
  }),
  registration: Type.Optional(
    Type.Object(RegistrationBody.properties, {
      description: '首次注册信息（付费包赔须提供）；修改商品时不传则保留原有的',
    }),
  ),
});
export const ConsignmentResult = Type.Object({
  id: Type.Integer(),
  saleState: Type.Integer({ description: '0 待审核' }),
});

// ---------------------------------------------------------------- my goods
export const MyConsignmentQuery = Type.Object({
  saleState: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 99,
      description: '不传为全部：0 审核中 1 在售 2 交易中 3 已售 4 已下架 5 问题账号 6 已找回 99 未通过',
    }),
  ),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

export const MyGood = Type.Object({
  ...GoodListItem.properties,
  saleState: Type.Integer(),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
  registrationNotice: Type.Union([Type.String(), Type.Null()], {
    description: '未提供首次注册信息时请卖家补充的提示（可补充的状态下）；已提供或不可补充为 null',
  }),
});

export const EditableGood = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  districtPath: Type.Array(PathNode),
  title: Type.String(),
  description: Type.String(),
  priceFen: Type.Integer(),
  isGuarantee: Guarantee,
  bargain: Type.Boolean(),
  handoverMode: HandoverModeT,
  attrs: Type.Record(Type.String(), AttrValue),
  images: Type.Array(Image),
  saleState: Type.Integer(),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  hasRegistration: Type.Boolean({ description: '已提供首次注册信息（修改时不重填则保留）' }),
});

export const IdParams = Type.Object({ id: Id });
export const IdBody = Type.Object({ id: Id });
export const EditPriceBody = Type.Object({
  id: Id,
  priceFen: Type.Integer({ minimum: 0, maximum: 2147483647, description: '¥1-¥1,000,000，整数元（100 的倍数）' }),
});
