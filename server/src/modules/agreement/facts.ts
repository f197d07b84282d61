import { yuanText } from '../../lib/money.js';
import type { OrderRow } from '../order/index.js';
import type { VerifiedParty } from '../realname/index.js';
import { PROTECTION_NAMES, protectionPeriod } from '../rules/index.js';

/** One party as the agreement names them. */
export interface AgreementParty {
  role: '买方' | '卖方';
  /** masked real name, or 未实名 */
  name: string;
  verification: string;
}

/**
 * Everything the agreement says, fixed in the payment's transaction. The PDF and the HTML are
 * layouts of these facts only, so rendering later (another instance, after a restart) still says
 * what was in force when the buyer paid.
 */
export interface AgreementFacts {
  version: 1;
  orderNo: string;
  /** ISO times */
  orderedAt: string;
  paidAt: string;
  parties: AgreementParty[];
  goods: {
    sn: string;
    title: string;
    game: string;
    /** 区服: the district path, joined */
    district: string;
    attrs: { name: string; value: string }[];
  };
  money: { label: string; text: string }[];
  handover: { mode: 'self' | 'staff'; text: string };
  protection: { name: string; text: string };
  /** the configured figures this deal runs under (the same texts GET /api/rules publishes) */
  rules: { label: string; text: string }[];
  clauses: string[];
}

export interface GoodsSnapshot {
  sn: string;
  game: string;
  districtNames: string[];
  attrs: { name: string; value: string }[];
}

/** Beijing time, as every page writes it: 2026-03-01 10:00:00 */
export function beijingTime(iso: string): string {
  const bj = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return bj.toISOString().slice(0, 19).replace('T', ' ');
}

const HANDOVER_TEXT = {
  self: '自助交接：买方付款后查看卖方托管的账号信息，由卖方配合在订单内完成换绑',
  staff: '平台验号换绑：由平台客服登录验号、更换绑定信息后交付买方，买方逐项确认',
} as const;

export function buildFacts(input: {
  order: OrderRow;
  paidAt: Date;
  buyer: VerifiedParty;
  seller: VerifiedParty;
  goods: GoodsSnapshot;
  rules: Record<string, string>;
}): AgreementFacts {
  const { order: o, rules: r } = input;
  const party = (role: AgreementParty['role'], p: VerifiedParty): AgreementParty => ({
    role,
    name: p.maskedName ?? '未实名',
    verification: p.verification,
  });
  const tier = o.protection;
  const period = tier === 'none' ? null : protectionPeriod(o.protectionDays);
  const protection = {
    name: PROTECTION_NAMES[tier],
    text:
      tier === 'none'
        ? '买方未购买包赔：账号被找回时平台不予赔付'
        : `保障期 ${period}${tier === 'basic' ? '（卖方赠送）' : ''}，保障期内账号被原主找回，按平台规则赔付`,
  };
  const staff = o.handoverMode === 'staff';
  const money = [
    { label: '成交价', text: yuanText(o.priceFen) },
    ...(o.protectionFeeFen ? [{ label: '包赔服务费（买方）', text: yuanText(o.protectionFeeFen) }] : []),
    ...(o.handoverFeeFen ? [{ label: '验号换绑服务费（买方）', text: yuanText(o.handoverFeeFen) }] : []),
    { label: '买方实付', text: yuanText(o.totalFen) },
    { label: '平台佣金（卖方）', text: yuanText(o.commissionFen) },
    { label: '卖方应收', text: yuanText(o.priceFen - o.commissionFen) },
  ];
  const rules = [
    { label: '平台佣金费率', text: r['trade.commission'] ?? '' },
    { label: '自动确认收货', text: `付款后 ${r['trade.autoConfirm'] ?? ''}` },
    { label: '纠纷答辩时限', text: r['dispute.answer'] ?? '' },
    { label: '赔付审核时限', text: r['claim.decision'] ?? '' },
    ...(tier === 'tierA'
      ? [
          {
            label: `${PROTECTION_NAMES.tierA}费率`,
            text: `${r['protection.a.rate']}，保障期 ${r['protection.a.period']}`,
          },
        ]
      : []),
    ...(tier === 'tierB'
      ? [
          {
            label: `${PROTECTION_NAMES.tierB}费率`,
            text: `${r['protection.b.rate']}，保障期 ${r['protection.b.period']}，赔付上限为成交价的 ${r['protection.b.cap']}`,
          },
        ]
      : []),
    ...(tier === 'basic' ? [{ label: `${PROTECTION_NAMES.basic}期限`, text: r['protection.basic'] ?? '' }] : []),
    ...(staff ? [{ label: '验号换绑服务费率', text: `${r['handover.fee']}，最低 ${r['handover.feeMin']}` }] : []),
  ];
  const clauses = [
    '卖方保证所售游戏账号由其合法持有，所填商品信息真实、完整，交易完成后不以任何方式找回、冻结或申诉该账号。',
    staff
      ? '本单由平台客服验号换绑：卖方应及时在订单聊天中提供换绑所需的验证码；客服完成换绑并交付后，买方逐项确认检查结果。'
      : '本单由双方自助交接：买方付款后可查看账号信息，卖方应在订单聊天中配合换绑；双方不得在平台外交易或交换联系方式。',
    `买方所付款项由平台托管。买方确认收货，或付款后 ${r['trade.autoConfirm'] ?? ''} 内未确认且无纠纷时自动确认，平台扣除佣金（${r['trade.commission'] ?? ''}）后将货款结算给卖方。`,
    `交接中发生争议，任一方可申请平台介入；被申请方应在 ${r['dispute.answer'] ?? ''} 内答辩，平台依订单聊天与交接记录裁定放款或退款。`,
    tier === 'none'
      ? '买方未购买包赔，交易完成后账号被找回的，平台不承担赔付责任，买方可依法向卖方追偿。'
      : `本单保障为「${PROTECTION_NAMES[tier]}」（${protection.text}）；买方申请赔付后，平台在 ${r['claim.decision'] ?? ''} 内作出决定，赔付后平台有权向卖方追偿。`,
    '本协议于买方付款时依据上述订单信息与当时生效的平台规则生成，平台保存其 PDF 文件并在订单记录中登记其 SHA-256 摘要，可据此核验文件是否被改动。',
  ];
  return {
    version: 1,
    orderNo: o.orderNo,
    orderedAt: o.createdAt.toISOString(),
    paidAt: input.paidAt.toISOString(),
    parties: [party('买方', input.buyer), party('卖方', input.seller)],
    goods: {
      sn: input.goods.sn,
      title: o.goodsTitle,
      game: input.goods.game,
      district: input.goods.districtNames.filter(Boolean).join(' / ') || '—',
      attrs: input.goods.attrs,
    },
    money,
    handover: { mode: staff ? 'staff' : 'self', text: HANDOVER_TEXT[staff ? 'staff' : 'self'] },
    protection,
    rules,
    clauses,
  };
}
