import { Type } from 'typebox';
import { Claim, ProtectionCode } from '../order/index.js';

export { Claim, ProtectionCode };

const Time = Type.String({ format: 'date-time' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const Page = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
};

export const FileClaimBody = Type.Object({
  orderId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  evidence: Type.String({ maxLength: 4000, description: '10-1000 字：被找回的经过、时间、证据说明' }),
  images: Type.Optional(
    Type.Array(Type.String({ maxLength: 300 }), { maxItems: 9, description: '本人上传的截图，最多 9 张' }),
  ),
});

export const ClaimListQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  escalated: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1：只看已升级（超过处理期限）的申请' }),
  ),
  ...Page,
});
export const PageQuery = Type.Object(Page);

export const InsuredOrder = Type.Object({
  orderId: Type.Integer(),
  orderNo: Type.String(),
  goods: Type.Object({ id: Type.Integer(), title: Type.String(), cover: NullableString, gameName: Type.String() }),
  priceFen: Type.Integer(),
  protection: ProtectionCode,
  protectionName: Type.String(),
  completedAt: Time,
  protectionEndsAt: Type.Union([Time, Type.Null()], { description: 'null 为永久包赔' }),
  inPeriod: Type.Boolean(),
  canClaim: Type.Boolean(),
  openClaimId: NullableInt,
  lastClaim: Type.Union([Claim, Type.Null()]),
});

export const Tier = Type.Object({
  code: ProtectionCode,
  name: Type.String(),
  rateBps: Type.Integer(),
  periodDays: Type.Union([Type.Integer(), Type.Null()], { description: 'null 为永久' }),
  description: Type.String(),
  compensation: Type.String({ description: '赔付标准' }),
});

// ---------------------------------------------------------------- admin
export const AdminClaim = Type.Object({
  ...Claim.properties,
  buyerNick: Type.String(),
  sellerId: Type.Integer(),
  sellerNick: Type.String(),
  priceFen: Type.Integer(),
  overdue: Type.Boolean({ description: '已超过处理期限仍未处理' }),
  escalatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: '超过处理期限后由系统升级的时间（运营后台优先处理）；未升级为 null',
  }),
  maxTopUpFen: Type.Integer({ description: '可认定的充值赔付上限（仅至尊包赔，其它为 0）' }),
  sellerBlacklisted: Type.Boolean(),
});
export const CompensateBody = Type.Object({
  topUpFen: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1_000_000_000,
      description: '核实的充值金额（仅至尊包赔），超过上限按上限赔付',
    }),
  ),
  note: Type.Optional(Type.String({ maxLength: 200 })),
  blacklistSeller: Type.Optional(Type.Boolean()),
  blacklistReason: Type.Optional(Type.String({ maxLength: 1000, description: '拉黑卖家时必填，5-500 字' })),
});
export const RefuseClaimBody = Type.Object({ reason: Type.String({ maxLength: 1000, description: '2-200 字' }) });

/** The good's registration data as the claim desk sees it (issue 41); null when the seller gave none. */
export const StaffRegistration = Type.Union([
  Type.Object({
    firstContact: Type.String(),
    contactKind: Type.Union([Type.Literal('phone'), Type.Literal('email')]),
    registeredOn: Type.String(),
    registeredPlace: Type.String(),
    securityAnswers: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
    viewedAt: Type.String({ format: 'date-time' }),
  }),
  Type.Null(),
]);
