import { Type } from 'typebox';

const Time = Type.String({ format: 'date-time' });

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  amountFen: Type.Integer({ description: '申请金额（从余额扣除）' }),
  feeFen: Type.Integer(),
  payoutFen: Type.Integer({ description: '实际到账 = 申请金额 − 手续费' }),
  alipayAccount: Type.String({ description: '脱敏支付宝账号' }),
  accountName: Type.String({ description: '脱敏收款人姓名' }),
  status: Type.Integer({ description: '0 处理中 1 已打款 2 已驳回' }),
  statusText: Type.String(),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
  processedAt: Type.Union([Time, Type.Null()]),
});

export const ReserveHold = Type.Object({
  orderId: Type.Integer(),
  orderNo: Type.String(),
  heldFen: Type.Integer({ description: '该订单仍冻结的保证金' }),
  releaseAt: Type.String({
    format: 'date-time',
    description: '到期解冻时间（该订单有处理中的找回申请时顺延至处理完成）',
  }),
});

export const WalletSummary = Type.Object({
  balanceFen: Type.Integer({ description: '钱包余额（含冻结中的保证金，已扣除提现冻结）' }),
  availableFen: Type.Integer({ description: '可提现 = 余额 − 冻结中的保证金' }),
  reserveFen: Type.Integer({ description: '冻结中的保证金（有包赔订单完成后按比例冻结，到期解冻）' }),
  reserves: Type.Array(ReserveHold, { description: '每笔冻结中的保证金及其解冻时间，最早解冻的在前' }),
  debtFen: Type.Integer({ description: '待扣回的包赔垫付款：从之后的货款与解冻的保证金中先行扣除' }),
  heldFen: Type.Integer({ description: '提现冻结中' }),
  totalIncomeFen: Type.Integer({ description: '累计货款收入' }),
  pendingWithdraw: Type.Union([Withdrawal, Type.Null()]),
  realNameMasked: Type.Union([Type.String(), Type.Null()], { description: '实名姓名（脱敏）；null 表示未实名' }),
  rules: Type.Object({
    minFen: Type.Integer(),
    feeBps: Type.Integer(),
    feeMinFen: Type.Integer(),
    maxPending: Type.Integer(),
  }),
});

export const WalletEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.String({
    description:
      'sale_income 货款收入 / withdraw_hold 提现冻结 / withdraw_release 提现退回 / reserve_draw 保证金赔付 / debt_repay 包赔追偿扣款 …',
  }),
  kindText: Type.String(),
  amountFen: Type.Integer({ description: '带符号：收入为正，支出为负' }),
  balanceAfterFen: Type.Integer(),
  refType: Type.String(),
  refId: Type.Integer(),
  memo: Type.String(),
  createdAt: Time,
});

export const WithdrawBody = Type.Object({
  amountFen: Type.Integer({ minimum: 1, maximum: 100_000_000, description: '提现金额（分），不少于 1000' }),
  alipayAccount: Type.String({ minLength: 1, maxLength: 100, description: '支付宝账号（手机号或邮箱）' }),
  accountName: Type.String({ minLength: 1, maxLength: 20, description: '收款人姓名，须与实名认证姓名一致' }),
});

export const AdminWithdrawQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const AdminWithdrawal = Type.Object({
  ...Withdrawal.properties,
  userId: Type.Integer(),
  userNick: Type.String(),
  alipayAccount: Type.String({ description: '完整支付宝账号（打款用）' }),
  accountName: Type.String({ description: '完整收款人姓名' }),
  remark: Type.Union([Type.String(), Type.Null()]),
});
export const PaidBody = Type.Object({
  remark: Type.Optional(Type.String({ maxLength: 200, description: '打款备注（如支付宝转账单号）' })),
});
export const RejectWithdrawBody = Type.Object({
  reason: Type.String({ minLength: 2, maxLength: 200, description: '驳回原因，2-200 字，会发给用户' }),
});
