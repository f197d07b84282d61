import { Type, type TSchema } from 'typebox';

/**
 * The building blocks of the environment schema (env-schema.ts): a variable's schema is a TypeBox
 * schema whose options, beside the JSON-schema keywords, say where docs/configuration.md shows it and how.
 */

/** The sections of docs/configuration.md, in order, each with what holds for all its variables. */
export const GROUPS = {
  server: { title: '服务、数据与日志' },
  security: { title: '密钥与登录' },
  sms: {
    title: '短信（阿里云）',
    note: '`SMS_PROVIDER=aliyun` 时缺少前四项中的任何一项都拒绝启动，并说出缺的是哪几项。',
  },
  payment: {
    title: '支付（支付宝、微信支付）',
    note: '`ALIPAY_*`、`WXPAY_*` 各自要么全设、要么不设；设了任何一家都必须设 `PUBLIC_BASE_URL`。',
  },
  wechat: { title: '微信小程序与通知' },
  trade: { title: '交易、包赔与提现' },
  tradein: { title: '竞价回收' },
  rental: { title: '租号' },
  afterSale: { title: '售后：纠纷、找回、评价、议价' },
  limits: {
    title: '限频',
    note: '每条规则在时段内允许的次数；按地址计数时，IPv6 客户端按 /64 网段计。',
  },
  storage: { title: '匿名可写的表的上限', note: '超出上限时最旧的行先删。' },
} as const satisfies Record<string, { title: string; note?: string }>;
export type Group = keyof typeof GROUPS;

export const RATE_WINDOWS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
export type RateWindow = keyof typeof RATE_WINDOWS;
const WINDOW_TEXT: Record<RateWindow, string> = { minute: '每分钟', hour: '每小时', day: '每天' };

type Doc = {
  /** 中文说明 */
  description: string;
  group: Group;
  /** the default as docs/configuration.md states it, when no fixed value is (it depends on the environment) */
  defaultText?: string;
  /** what a production start (NODE_ENV=production) does differently */
  production?: string;
};

/** No upper bound: the refusal message has always named this number. */
export const NO_MAX = Number.MAX_SAFE_INTEGER;

export const int = (dflt: number, minimum: number, maximum: number, doc: Doc) =>
  Type.Integer({ default: dflt, minimum, maximum, ...doc });
export const bool = (dflt: boolean, doc: Doc) => Type.Boolean({ default: dflt, ...doc });
export const text = (dflt: string, doc: Doc & { hint?: string }) => Type.String({ default: dflt, ...doc });
/** a string without a default: unset is `undefined` */
export const optText = (doc: Doc & { hint?: string }) => Type.Optional(Type.String(doc));
export const oneOf = <const T extends string[]>(values: readonly [...T], dflt: T[number], doc: Doc) =>
  Type.Enum(values, { default: dflt, ...doc });
export const rate = (max: number, window: RateWindow, description: string) =>
  Type.Integer({
    default: max,
    minimum: 1,
    maximum: NO_MAX,
    window,
    description: `${WINDOW_TEXT[window]}${description}`,
    group: 'limits',
  });
export const wxTemplate = (event: string, description: string) =>
  Type.String({
    default: `demo_${event}`,
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    mismatch: 'is not a template id',
    hint: '模板 ID',
    description: `${description}的订阅消息模板 ID（小程序后台取得）`,
    group: 'wechat',
  });

export const PEM = 'PEM 文本（可写 `\\n`）或文件路径';

/** The schema of one variable with the options of env-schema.ts (what env.ts and doc.ts read). */
export type VarSchema = TSchema & {
  type?: string;
  enum?: readonly string[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  mismatch?: string;
  description: string;
  group: Group;
  defaultText?: string;
  production?: string;
  hint?: string;
  window?: RateWindow;
};
