import { Type } from 'typebox';

const Time = Type.String({ format: 'date-time' });
const Fen = Type.Union([Type.Integer(), Type.Null()]);
const Str = Type.Union([Type.String(), Type.Null()]);

export const ReconRun = Type.Object({
  id: Type.Integer(),
  provider: Type.String({ description: 'alipay / wechatpay / sandbox' }),
  providerText: Type.String(),
  day: Type.String({ description: '账单日（北京时间），YYYY-MM-DD' }),
  status: Type.Integer({ description: '0 对账中 1 已完成 2 失败待重试' }),
  statusText: Type.String(),
  attempts: Type.Integer(),
  billLines: Type.Integer({ description: '账单明细行数' }),
  mismatchCount: Type.Integer({ description: '发现的差异数' }),
  openCount: Type.Integer({ description: '尚未处理的差异数' }),
  error: Str,
  startedAt: Time,
  finishedAt: Type.Union([Time, Type.Null()]),
});

export const ReconMismatch = Type.Object({
  id: Type.Integer(),
  runId: Type.Integer(),
  provider: Type.String(),
  providerText: Type.String(),
  day: Type.String(),
  kind: Type.String({
    description:
      'unknown_payment 账单有收款平台无记录 / not_in_ledger 账本无记录 / missing_in_bill 账单无此收款 / amount_differs 金额不一致 / status_differs 状态不一致 / refund_not_made 渠道未退款 / unknown_refund 平台无此退款',
  }),
  kindText: Type.String(),
  payNo: Str,
  refundNo: Str,
  providerTradeNo: Str,
  billAmountFen: Fen,
  ourAmountFen: Fen,
  ledgerAmountFen: Fen,
  detail: Type.String(),
  state: Type.Integer({ description: '0 待处理 1 退款处理中 2 已处理' }),
  stateText: Type.String(),
  action: Str,
  actionText: Str,
  note: Str,
  entryFen: Fen,
  actionRef: Str,
  lastError: Str,
  actedBy: Type.Union([Type.Integer(), Type.Null()]),
  actedAt: Type.Union([Time, Type.Null()]),
  createdAt: Time,
  suggestedFen: Type.Integer({ description: '建议的补记金额（分，带符号）：账单有、账本无记入为正，反之为负' }),
  actions: Type.Array(Type.String(), {
    description: '还可执行的操作：adjust 补记账 / refund 退款 / explain 已核实说明',
  }),
});

export const ReconMismatchQuery = Type.Object({
  state: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  runId: Type.Optional(Type.Integer({ minimum: 1 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

export const AdjustBody = Type.Object({
  amountFen: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000, description: '补记金额（分，带符号）' }),
  memo: Type.String({ minLength: 1, maxLength: 80, description: '补记账说明' }),
});
export const ExplainBody = Type.Object({
  note: Type.String({ minLength: 1, maxLength: 200, description: '核实说明（必填）' }),
});
export const RefundBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 200 })) });
