import { useState, type ReactNode } from 'react'
import { providerName } from '../logs/changeText'
import { View, Text } from '@tarojs/components'
import StateView from '../../components/StateView'
import ReasonPopup from '../../components/ReasonPopup'
import { adminAftersaleApi, adminConsoleApi, type AdminOrderView } from '../../api/admin'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime, formatYuan } from '../../utils/format'
import { redirectTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import ConsoleFrame from '../frame/ConsoleFrame'
import { OrderHandover } from '../handoverDesk/OrderHandover'
import { AgreementSection } from './AgreementSection'
import { pressable } from '../frame/useDesk'
import '../../styles/trade.scss'
import '../console.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

const ROLE: Record<string, string> = { buyer: '买家', seller: '卖家', staff: '客服', system: '系统' }

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View className='console-card op-order__section'>
      <Text className='console-card__title'>{title}</Text>
      {children}
    </View>
  )
}

function Line({ k, v }: { k: string; v: ReactNode }) {
  return (
    <View className='op-order__line'>
      <Text className='op-order__k'>{k}</Text>
      <Text className='op-order__v'>{v}</Text>
    </View>
  )
}

type Sheet = 'refund' | 'release' | null

/**
 * One order as operators see it: the parties (nicknames and ids only), the timeline, payments and
 * refunds, the order chat (read only), who opened the account credentials and when (never the
 * credentials), the dispute and claims, and the decisions the server offers operators on it.
 */
function AdminOrderPage() {
  const id = parseId(useRouteParams().id)
  const [state, reload] = useRemote(id ? () => adminConsoleApi.order(id) : null, [id])
  const [sheet, setSheet] = useState<Sheet>(null)
  const o: AdminOrderView | null = state.status === 'ok' ? state.data : null
  const d = o?.dispute ?? null
  const undecided = !!d && (d.state === 0 || d.state === 1)

  const decide = async (note: string) => {
    if (!d || !sheet) return
    try {
      if (sheet === 'refund') await adminAftersaleApi.refund(d.id, note)
      else await adminAftersaleApi.release(d.id, note)
      setSheet(null)
      toast(sheet === 'refund' ? '已退款给买家' : '已放款给卖家')
      reload()
    } catch (e) {
      toastError(e)
    }
  }
  const retry = async () => {
    if (!d) return
    try {
      await adminAftersaleApi.retryRefund(d.id)
      toast('已重新发起退款')
      reload()
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <ConsoleFrame route='adminOrder' title={o ? `订单 ${o.orderNo}` : undefined}>
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'notFound' && <StateView kind='notFound' text='订单不存在' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {o && (
        <View className='op-order'>
          <View className='console-card op-order__head'>
            <View className='console-card__head'>
              <Text className='console-card__title op-order__title'>{o.goods.title}</Text>
              <Text className={`t-state t-state--${o.state}`}>{o.stateText}</Text>
            </View>
            <Text className='console-card__meta'>
              订单号 {o.orderNo} · 商品 {o.goods.goodsSn} · {o.goods.gameName}
            </Text>
            <Text className='op-order__amount'>{formatYuan(o.totalFen)}</Text>
          </View>

          <View className='op-order__grid'>
            <Section title='交易双方'>
              <Line k='买家' v={o.buyer.nickName} />
              <Line k='卖家' v={`${o.seller.nickName}（ID ${o.seller.id}）`} />
            </Section>
            <Section title='金额'>
              <Line k='成交价' v={formatYuan(o.priceFen)} />
              <Line k={`包赔（${o.protectionName}）`} v={formatYuan(o.protectionFeeFen)} />
              <Line k='合计' v={formatYuan(o.totalFen)} />
              {o.commissionFen !== null && <Line k='佣金' v={formatYuan(o.commissionFen)} />}
              {o.sellerIncomeFen !== null && <Line k='卖家所得' v={formatYuan(o.sellerIncomeFen)} />}
            </Section>
            <Section title='时间线'>
              {o.timeline.map((e, i) => (
                <Line key={`${e.type}-${i}`} k={formatDateTime(e.at)} v={e.text} />
              ))}
            </Section>
            <Section title='支付与退款'>
              {o.payments.length === 0 && <Text className='console-card__meta'>没有支付记录</Text>}
              {o.payments.map((p) => (
                <Line
                  key={p.payNo}
                  k={`${p.payNo} · ${providerName(p.provider)}`}
                  v={`${formatYuan(p.amountFen)} · ${p.statusText}${p.paidAt ? ` · ${formatDateTime(p.paidAt)}` : ''}`}
                />
              ))}
            </Section>
            <Section title='账号查看记录'>
              <Text className='console-card__meta'>买家查看账号密码的时间（不显示账号内容）</Text>
              {o.reveals.length === 0 && <Text className='console-card__meta'>买家尚未查看</Text>}
              {o.reveals.map((r, i) => (
                <Line
                  key={`${r.at}-${i}`}
                  k={formatDateTime(r.at)}
                  v={`买家 ${o.buyer.nickName} · ${r.ip ?? '未知 IP'}`}
                />
              ))}
            </Section>
            <Section title='纠纷与理赔'>
              {!d && o.claims.length === 0 && <Text className='console-card__meta'>没有纠纷或理赔</Text>}
              {d && (
                <>
                  <Line k='纠纷' v={`${d.stateText} · ${d.reasonText}`} />
                  <Text className='console-card__body'>{d.description}</Text>
                  {d.answerText && <Line k='卖家答辩' v={d.answerText} />}
                </>
              )}
              {o.claims.map((c) => (
                <Line key={c.id} k={`理赔 · ${c.protectionName}`} v={c.statusText} />
              ))}
              <View className='console-card__actions'>
                {undecided && (
                  <>
                    <View
                      className='console-btn console-btn--ghost'
                      {...pressable(() => setSheet('release'))}
                      onClick={() => setSheet('release')}
                    >
                      放款给卖家
                    </View>
                    <View
                      className='console-btn'
                      {...pressable(() => setSheet('refund'))}
                      onClick={() => setSheet('refund')}
                    >
                      退款给买家
                    </View>
                  </>
                )}
                {d?.state === 2 && (
                  <View className='console-btn' {...pressable(() => void retry())} onClick={() => void retry()}>
                    重新发起退款
                  </View>
                )}
                {o.claims.some((c) => c.status === 0) && (
                  <View
                    className='console-btn'
                    {...pressable(() => void redirectTo('adminAftersale'))}
                    onClick={() => void redirectTo('adminAftersale')}
                  >
                    去处理理赔
                  </View>
                )}
              </View>
            </Section>
          </View>

          {/* the agreement the payment produced, the parties' very file, and a check of a presented copy */}
          {o.paidAt && <AgreementSection orderId={o.id} />}

          {/* the staff's checklist and evidence, for deciding a dispute or a claim over it */}
          {o.handoverMode === 'staff' && o.paidAt && <OrderHandover orderId={o.id} />}

          <Section title={`订单聊天（${o.chat.length}，只读）`}>
            {o.chat.length === 0 && <Text className='console-card__meta'>没有聊天记录</Text>}
            {o.chat.map((m) => (
              <View key={m.id} className={`op-order__msg op-order__msg--${m.role}`}>
                <Text className='console-card__meta'>
                  {ROLE[m.role] ?? m.role} {m.nickName} · {formatDateTime(m.createdAt)}
                </Text>
                <Text className='console-card__body'>{m.kind === 'image' ? '[图片]' : m.text}</Text>
                {m.flagged && <Text className='op-order__flag'>⚠ {m.notice}</Text>}
              </View>
            ))}
          </Section>
        </View>
      )}
      <ReasonPopup
        visible={sheet !== null}
        title={sheet === 'refund' ? '退款给买家：处理说明' : '放款给卖家：处理说明'}
        placeholder='双方都会看到这段说明'
        confirmText='确认'
        onClose={() => setSheet(null)}
        onConfirm={decide}
      />
    </ConsoleFrame>
  )
}

export default withBoundary('adminOrder', withLogin('adminOrder', AdminOrderPage))
