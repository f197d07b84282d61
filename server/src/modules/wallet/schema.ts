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

export const WalletSummary = Type.Object({
  balanceFen: Type.Integer({ description: '可用余额（已扣除冻结）' }),
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
  kind: Type.String({ description: 'sale_income 货款收入 / withdraw_hold 提现冻结 / withdraw_release 提现退回' }),
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
