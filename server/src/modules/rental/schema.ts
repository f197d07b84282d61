import { Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Fen = Type.Integer({ minimum: 0, maximum: 2147483647 });
const Time = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) =>
  Type.Union([t, Type.Null()]);
const Mode = Type.Union([Type.Literal('hours'), Type.Literal('day'), Type.Literal('overnight')], {
  description: 'hours 按小时 / day 包天（24小时）/ overnight 包夜',
});
const Image = Type.Object({ url: Type.String(), thumb: Type.String() });

export const IdParams = Type.Object({ id: Id });
const Paging = {
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
};

// ---------------------------------------------------------------- public
export const ListQuery = Type.Object({
  gameId: Type.Optional(Id),
  priceMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: '小时租金下限（分）' })),
  priceMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: '小时租金上限（分）' })),
  sort: Type.Optional(
    Type.Union([Type.Literal('timedesc'), Type.Literal('priceasc'), Type.Literal('pricedesc'), Type.Literal('hot')], {
      description: 'timedesc 最新（默认）/ priceasc / pricedesc 按小时租金 / hot 租用次数',
    }),
  ),
  ...Paging,
});

const PriceFields = {
  hourlyFen: Type.Integer({ description: '每小时租金' }),
  minHours: Type.Integer({ description: '最少租用小时数' }),
  dayFen: Type.Union([Type.Integer(), Type.Null()], { description: '包天价（24小时），null 不提供' }),
  overnightFen: Type.Union([Type.Integer(), Type.Null()], { description: '包夜价，null 不提供' }),
  depositFen: Type.Integer({ description: '押金（租期结束后退还）' }),
};

export const ListingCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Nullable(Type.String()),
  gameId: Type.Integer(),
  gameName: Type.String(),
  districtNames: Type.Array(Type.String()),
  ...PriceFields,
  rentCount: Type.Integer({ description: '已租次数' }),
  busyNow: Type.Boolean({ description: '此刻正在出租中' }),
});

export const ListingDetail = Type.Object({
  ...ListingCard.properties,
  description: Type.String(),
  images: Type.Array(Image),
  districtIds: Type.Array(Type.Integer()),
  busy: Type.Array(Type.Object({ startAt: Time, endAt: Time }), {
    description: '已被预订/租用的时段（未结束的，最早在前，最多 20 个）',
  }),
  rules: Type.Object({
    maxHours: Type.Integer(),
    maxAdvanceDays: Type.Integer(),
    overnightStartHour: Type.Integer(),
    overnightEndHour: Type.Integer(),
    expireMinutes: Type.Integer(),
    graceHours: Type.Number(),
  }),
  serverNow: Time,
});

// ---------------------------------------------------------------- renting
const RentChoice = {
  listingId: Id,
  mode: Mode,
  hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, description: 'mode=hours 时必填，≥ minHours' })),
  startAt: Type.Optional(
    Type.String({ maxLength: 40, description: 'ISO 时间；不传 = 立即开始（包夜：今晚开始）；最多提前 7 天' }),
  ),
};
export const QuoteQuery = Type.Object(RentChoice);
export const Quote = Type.Object({
  canRent: Type.Boolean(),
  reason: Nullable(Type.String()),
  needRealname: Type.Boolean(),
  startAt: Time,
  endAt: Time,
  hours: Type.Integer(),
  rentFen: Type.Integer(),
  depositFen: Type.Integer(),
  totalFen: Type.Integer(),
});
export const CreateRentalBody = Type.Object({
  ...RentChoice,
  acceptRules: Type.Boolean({ description: '须为 true（已阅读《租号须知》）' }),
});
export const CreatedRental = Type.Object({
  rentalId: Type.Integer(),
  rentalNo: Type.String(),
  state: Type.Integer(),
  startAt: Time,
  endAt: Time,
  hours: Type.Integer(),
  rentFen: Type.Integer(),
  depositFen: Type.Integer(),
  totalFen: Type.Integer(),
  expiresAt: Time,
});

export const Rental = Type.Object({
  id: Type.Integer(),
  rentalNo: Type.String(),
  listingId: Type.Integer(),
  title: Type.String(),
  cover: Nullable(Type.String()),
  gameName: Type.String(),
  state: Type.Integer({ description: '0 待支付 1 已支付 2 已结束（押金待退）3 已完成 4 已取消 5 已关闭' }),
  stateText: Type.String(),
  phase: Type.String({
    description:
      'unpaid / upcoming 待开始 / active 租用中 / ending 已到期（结算中）/ ended / settled / cancelled / expired',
  }),
  phaseText: Type.String(),
  role: Type.Union([Type.Literal('renter'), Type.Literal('owner'), Type.Literal('staff')]),
  mode: Mode,
  modeText: Type.String(),
  hours: Type.Integer(),
  startAt: Time,
  endAt: Time,
  rentFen: Type.Integer(),
  depositFen: Type.Integer(),
  totalFen: Type.Integer(),
  ownerIncomeFen: Type.Union([Type.Integer(), Type.Null()], {
    description: '号主实得租金（租金 − 佣金）；租客看到 null',
  }),
  commissionFen: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Time,
  expiresAt: Time,
  paidAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
  settleAt: Time,
  settledAt: Nullable(Type.String()),
  closedAt: Nullable(Type.String()),
  violation: Type.Union([Type.Object({ deductFen: Type.Integer(), reason: Type.String(), at: Time }), Type.Null()]),
  depositRefundFen: Type.Integer({ description: '押金应退金额（押金 − 违规扣除）' }),
});

export const RentalDetail = Type.Object({
  ...Rental.properties,
  districtNames: Type.Array(Type.String()),
  owner: Type.Object({ nickName: Type.String() }),
  renter: Type.Object({ nickName: Type.String() }),
  serverNow: Time,
  credentialsAvailable: Type.Boolean({ description: '租客且在租期内：显示“查看账号”' }),
  revealCount: Type.Integer(),
  canPay: Type.Boolean(),
  canCancel: Type.Boolean(),
});

export const RentalCredentials = Type.Object({
  account: Type.String(),
  password: Type.String(),
  boundPhone: Nullable(Type.String()),
  boundEmail: Nullable(Type.String()),
  securityNotes: Nullable(Type.String()),
  revealedAt: Time,
  endAt: Time,
});

export const MyRentalsQuery = Type.Object({
  state: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 5,
      description: '不传全部；0 待支付 1 已支付 2 已结束+已完成 4 已取消+已关闭',
    }),
  ),
  ...Paging,
});

// ---------------------------------------------------------------- owner
export const ListingBody = Type.Object({
  id: Type.Optional(Id),
  gameId: Id,
  districtId: Id,
  title: Type.String({ maxLength: 200, description: '5-60 字' }),
  description: Type.String({ maxLength: 3000, description: '10-1000 字' }),
  images: Type.Array(Type.String({ maxLength: 300 }), {
    maxItems: 50,
    description: '1-20 张本人上传的截图，第一张为封面',
  }),
  hourlyFen: Fen,
  minHours: Type.Integer({ minimum: 0, maximum: 10000, description: '1-24' }),
  dayFen: Type.Optional(Type.Union([Type.Null(), Fen])),
  overnightFen: Type.Optional(Type.Union([Type.Null(), Fen])),
  depositFen: Fen,
  credentials: Type.Object({
    account: Type.String({ maxLength: 200, description: '游戏登录账号，1-64 字' }),
    password: Type.String({ maxLength: 200, description: '游戏登录密码，1-64 字' }),
    boundPhone: Type.Optional(Type.String({ maxLength: 200 })),
    boundEmail: Type.Optional(Type.String({ maxLength: 200 })),
    securityNotes: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
});
export const SavedListing = Type.Object({ id: Type.Integer(), state: Type.Integer({ description: '0 审核中' }) });

export const MyListing = Type.Object({
  ...ListingCard.properties,
  state: Type.Integer({ description: '0 审核中 1 出租中 2 已下架 99 审核未通过' }),
  stateText: Type.String(),
  rejectReason: Nullable(Type.String()),
  createdAt: Time,
  updatedAt: Time,
});
export const MyListingDetail = Type.Object({
  ...MyListing.properties,
  description: Type.String(),
  images: Type.Array(Image),
  districtIds: Type.Array(Type.Integer()),
});
export const MyListingsQuery = Type.Object({
  state: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  ...Paging,
});

// ---------------------------------------------------------------- operator
export const AdminListingsQuery = Type.Object({
  state: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: '默认 0 待审核' })),
  ...Paging,
});
export const AdminListing = Type.Object({
  ...MyListingDetail.properties,
  ownerId: Type.Integer(),
  ownerNick: Type.String(),
});
export const RejectBody = Type.Object({ reason: Type.String({ maxLength: 400, description: '2-200 字' }) });
export const AdminRentalsQuery = Type.Object({
  state: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  rentalNo: Type.Optional(Type.String({ maxLength: 32 })),
  ...Paging,
});
export const AdminRental = Type.Object({ ...Rental.properties, renterNick: Type.String(), ownerNick: Type.String() });
export const AdminRentalDetail = Type.Object({
  ...RentalDetail.properties,
  payments: Type.Array(
    Type.Object({
      payNo: Type.String(),
      provider: Type.String(),
      amountFen: Type.Integer(),
      status: Type.Integer(),
      statusText: Type.String(),
      providerTradeNo: Nullable(Type.String()),
      notifyCount: Type.Integer(),
      createdAt: Time,
      paidAt: Nullable(Type.String()),
    }),
  ),
  reveals: Type.Array(Type.Object({ at: Time, ip: Nullable(Type.String()) })),
});
export const ViolationBody = Type.Object({
  deductFen: Type.Integer({ minimum: 0, maximum: 2147483647, description: '从押金中扣除给号主的金额（0 ≤ x ≤ 押金）' }),
  reason: Type.String({ maxLength: 400, description: '2-200 字' }),
});
