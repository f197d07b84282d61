import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import OrderGoods from '../../components/OrderGoods'
import OrderChat from '../../components/OrderChat'
import VerifyBox from '../../components/VerifyBox'
import DisputeCard, { DisputeForm } from '../../components/DisputeCard'
import RatingCard from '../../components/RatingCard'
import CredentialsCard from '../../components/CredentialsCard'
import RegistrationCard from '../../components/RegistrationCard'
import HandoverReview from '../../components/HandoverReview'
import AgreementCard from '../../components/AgreementCard'
import type { HandoverCaseState } from '../../api/handover'
import { ORDER_STATE, ordersApi, type OrderDetail } from '../../api/orders'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { formatCountdown, useDeadline } from '../../hooks/useDeadline'
import { amountLabel, formatDateTime, formatYuan, incomeLabel } from '../../utils/format'
import { copyText } from '../../utils/clipboard'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'
import { Icon } from '../../components/Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** What the header says under the state, for the party looking at it. */
export function stateHint(
  o: Pick<OrderDetail, 'state' | 'role' | 'autoConfirmAt'> & { handoverMode?: OrderDetail['handoverMode'] },
): string {
  const buyer = o.role === 'buyer'
  // 平台验号换绑: staff hold the login until they hand the rebound one to the buyer
  if (o.state === ORDER_STATE.handover && o.handoverMode === 'staff')
    return buyer
      ? `平台客服验号换绑中，完成后请查看新的账号信息并逐项确认${o.autoConfirmAt ? `；${formatDateTime(o.autoConfirmAt)} 将自动确认` : ''}`
      : '买家已付款，平台客服正在验号换绑，可能在订单聊天中向你索要验证码，请及时回复'
  switch (o.state) {
    case ORDER_STATE.unpaid:
      return buyer ? '请在倒计时结束前完成支付，超时订单自动关闭' : '等待买家付款'
    case ORDER_STATE.handover:
      return buyer
        ? `请查看账号信息并按清单完成换绑，确认无误后确认收货${o.autoConfirmAt ? `；${formatDateTime(o.autoConfirmAt)} 将自动确认` : ''}`
        : '买家已付款，请在订单聊天中配合买家完成换绑（发送验证码等）'
    case ORDER_STATE.done:
      return buyer ? '交易已完成，如账号被找回可在包赔期内申请理赔' : '交易已完成，货款已结算到钱包'
    case ORDER_STATE.cancelled:
      return '订单已取消，商品已重新上架'
    case ORDER_STATE.disputed:
      return buyer ? '纠纷处理中：订单已冻结，卖家答辩后由客服裁定' : '买家发起了纠纷，请在答辩截止前提交答辩'
    case ORDER_STATE.refunding:
      return '客服已裁定退款，款项正在原路退回'
    case ORDER_STATE.refunded:
      return buyer ? '已退款，款项已原路退回' : '客服已裁定退款给买家'
    default:
      return '订单超时未支付，已自动关闭'
  }
}

function Checklist({
  items,
  done,
  toggle,
}: {
  items: OrderDetail['checklist']
  done: string[]
  toggle: (key: string) => void
}) {
  return (
    <View className='t-card'>
      <Text className='t-card__title'>
        交接清单 {done.length}/{items.length}
      </Text>
      {items.map((c) => (
        <View
          key={c.key}
          className='od-check'
          onClick={() => toggle(c.key)}
          role='checkbox'
          aria-checked={done.includes(c.key)}
        >
          <View className={`od-check__box ${done.includes(c.key) ? 'od-check__box--on' : ''}`}>
            {done.includes(c.key) && <Icon of={Check} />}
          </View>
          <Text className='od-check__text'>{c.text}</Text>
        </View>
      ))}
      <Text className='od-note'>全部完成后再确认收货。确认后货款将结算给卖家。</Text>
    </View>
  )
}

/**
 * The 确认收货 dialog. With handover items still unticked it warns and lists them, and leaves the
 * decision to the buyer (the ticks are the buyer's own notes; the server does not require them).
 */
export function receiptDialog(items: OrderDetail['checklist'], done: string[]) {
  const open = items.filter((c) => !done.includes(c.key))
  const tail = '确认收货后货款将结算给卖家，不可撤销。'
  if (open.length === 0) {
    return {
      title: '确认收货？',
      content: `请确认已完成换绑并能正常登录。${tail}`,
      confirmText: '确认收货',
      cancelText: '取消',
    }
  }
  return {
    title: '交接清单未完成',
    content: `还有 ${open.length} 项未勾选：\n${open.map((c, i) => `${i + 1}. ${c.text}`).join('\n')}\n未完成换绑就确认，账号可能被找回。${tail}`,
    confirmText: '仍要确认',
    cancelText: '去完成',
  }
}

/** 订单详情: state, the good, money, credentials for the buyer, the checklist, the order chat and the timeline. */
function OrderDetailPage() {
  const id = parseId(useRouteParams().id)
  const [state, reload] = useRemote(id ? () => ordersApi.detail(id) : null, [id])
  const [busy, setBusy] = useState(false)
  const [disputing, setDisputing] = useState(false)
  // the handover checklist's ticks: the receipt dialog warns about what is still unticked
  const [done, setDone] = useState<string[]>([])
  // 平台验号换绑: where staff are with the order (HandoverReview reads it)
  const [caseState, setCaseState] = useState<HandoverCaseState | null>(null)
  const toggle = (k: string) => setDone((d) => (d.includes(k) ? d.filter((x) => x !== k) : [...d, k]))
  const o = state.status === 'ok' ? state.data : null
  const left = useDeadline(o?.state === ORDER_STATE.unpaid ? o.expiresAt : null, o?.serverNow)

  if (!o) {
    return (
      <PageShell route='orderDetail'>
        {state.status === 'loading' && <StateView kind='loading' />}
        {state.status === 'notFound' && <StateView kind='notFound' text='订单不存在' />}
        {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      </PageShell>
    )
  }

  const act = async (what: 'cancel' | 'confirm') => {
    const res = await showModal(
      what === 'cancel'
        ? {
            title: '取消这个订单？',
            content: '取消后商品不再为你保留。',
            confirmText: '取消订单',
            cancelText: '再想想',
          }
        : receiptDialog(o.checklist, done),
    )
    if (!res.confirm) return
    setBusy(true)
    try {
      if (what === 'cancel') await ordersApi.cancel(o.id)
      else await ordersApi.confirmReceipt(o.id)
      toast(what === 'cancel' ? '订单已取消' : '已确认收货，交易完成')
      reload()
    } catch (e) {
      toastError(e)
      reload()
    } finally {
      setBusy(false)
    }
  }

  const isBuyer = o.role === 'buyer'
  const staff = o.handoverMode === 'staff'
  // a staff-mode order is confirmed item by item in the handover panel; the plain 确认收货 only
  // once that is over (a dispute over the items withdrawn puts the order back in 交接中)
  const canConfirm = o.canConfirm && (!staff || caseState === 'disputed' || caseState === 'confirmed')
  return (
    <PageShell route='orderDetail'>
      <View className={`od-head od-head--${o.state}`}>
        <Text className='od-head__state'>{o.stateText}</Text>
        {o.state === ORDER_STATE.unpaid && isBuyer && (
          <Text className='od-head__left'>剩余 {formatCountdown(left)}</Text>
        )}
        <Text className='od-head__hint'>{stateHint(o)}</Text>
      </View>

      <View className='t-card'>
        <OrderGoods
          goods={o.goods}
          priceFen={o.priceFen}
          onClick={() => void navigateTo('goodDetail', { id: o.goods.id })}
        />
        <View className='od-parties'>
          <Text>
            卖家 {o.seller.nickName}
            {o.seller.ratingCount ? ` · ${o.seller.ratingAvg ?? '-'}分（${o.seller.ratingCount}条评价）` : ''}
          </Text>
          <Text>买家 {o.buyer.nickName}</Text>
        </View>
      </View>

      {/* 平台验号换绑: the rebound login comes with the staff's delivery, inside the handover panel */}
      {isBuyer && staff && o.paidAt && <HandoverReview order={o} onChange={reload} onState={setCaseState} />}
      {o.role === 'seller' && staff && o.paidAt && (
        <View className='t-card'>
          <Text className='t-card__title'>平台验号换绑</Text>
          <Text className='od-staff-line'>
            本单由平台客服验号换绑：客服会登录核对账号并把绑定手机、邮箱和实名换绑给买家，可能在下方订单聊天中向你索要短信验证码，请及时回复。新的账号信息只交给买家。
          </Text>
        </View>
      )}
      {isBuyer && !staff && o.credentialsAvailable && <CredentialsCard order={o} />}
      {/* the paid tier's registration data, after confirming (issue 41); either handover mode */}
      {isBuyer && <RegistrationCard order={o} />}
      {isBuyer && !staff && o.state === ORDER_STATE.handover && o.checklist.length > 0 && (
        <Checklist items={o.checklist} done={done} toggle={toggle} />
      )}

      {o.dispute && <DisputeCard d={o.dispute} role={o.role} onChange={reload} />}
      {disputing && (
        <DisputeForm
          orderId={o.id}
          onCancel={() => setDisputing(false)}
          onDone={() => {
            setDisputing(false)
            reload()
          }}
        />
      )}
      <RatingCard
        key={o.rating?.updatedAt ?? 'none'}
        orderId={o.id}
        rating={o.rating ?? null}
        canRate={Boolean(o.canRate)}
        canEdit={Boolean(o.canEditRating)}
        canReply={Boolean(o.canReplyRating)}
        onChange={reload}
      />
      {isBuyer && o.state === ORDER_STATE.done && o.protection !== 'none' && (
        <View className='t-card od-claim' onClick={() => void navigateTo('zhaohui', { orderId: o.id })}>
          <Text>
            {o.protectionName}
            {o.protectionEndsAt ? ` · 保障至 ${formatDateTime(o.protectionEndsAt).slice(0, 10)}` : ' · 永久保障'}
          </Text>
          <Text className='od-claim__go'>
            {o.canClaim ? '账号被找回？申请赔付' : '查看包赔'}
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        </View>
      )}

      {o.state !== ORDER_STATE.cancelled && o.state !== ORDER_STATE.closed && (
        <View className='t-card'>
          <Text className='t-card__title'>订单聊天</Text>
          <OrderChat orderId={o.id} canSend={o.canChat} />
        </View>
      )}

      <View className='t-card'>
        <Text className='t-card__title'>费用明细</Text>
        <View className='t-row'>
          <Text>商品价格</Text>
          <Text className='t-row__value'>{formatYuan(o.priceFen)}</Text>
        </View>
        <View className='t-row'>
          <Text>{o.protectionName}</Text>
          <Text className='t-row__value'>{formatYuan(o.protectionFeeFen)}</Text>
        </View>
        <View className='t-row t-row--total'>
          <Text>{o.paidAt || o.state === ORDER_STATE.unpaid ? `${amountLabel(o.paidAt)}金额` : '订单金额'}</Text>
          <Text className='t-row__value t-price'>{formatYuan(o.totalFen)}</Text>
        </View>
        {o.sellerIncomeFen !== null && (
          <>
            <View className='t-row'>
              <Text>平台佣金</Text>
              <Text className='t-row__value'>-{formatYuan(o.commissionFen ?? 0)}</Text>
            </View>
            <View className='t-row'>
              <Text>卖家{incomeLabel(o.state === ORDER_STATE.done)}</Text>
              <Text className='t-row__value t-price'>{formatYuan(o.sellerIncomeFen)}</Text>
            </View>
          </>
        )}
      </View>

      {/* the trade agreement the payment produced: the same file for both parties and the platform */}
      {o.paidAt && <AgreementCard orderId={o.id} />}

      <View className='t-card'>
        <Text className='t-card__title'>订单进度</Text>
        <View className='t-row'>
          <Text>订单号</Text>
          <Text className='t-row__value od-orderno' onClick={() => void copyText(o.orderNo, '订单号')}>
            {o.orderNo}
          </Text>
        </View>
        <View className='od-timeline'>
          {o.timeline.map((t, i) => (
            <View key={`${t.type}-${i}`} className='od-timeline__item'>
              <View className='od-timeline__dot' />
              <Text className='od-timeline__text'>{t.text}</Text>
              <Text className='od-timeline__time'>{formatDateTime(t.at)}</Text>
            </View>
          ))}
        </View>
      </View>

      <VerifyBox title='核验对方是否官方客服' />
      <View className='t-foot-space' />

      {(o.canPay || o.canCancel || canConfirm || o.canDispute) && (
        <View className='t-bar'>
          {o.canDispute && !disputing && (
            <View className='t-btn t-btn--ghost' onClick={() => setDisputing(true)} role='button'>
              申请售后
            </View>
          )}
          {o.canCancel && (
            <View className='t-btn t-btn--ghost' onClick={() => !busy && void act('cancel')} role='button'>
              取消订单
            </View>
          )}
          {o.canPay && (
            <View className='t-btn' onClick={() => void navigateTo('test', { orderId: o.id })} role='button'>
              去支付
            </View>
          )}
          {canConfirm && (
            <View
              className={`t-btn ${busy ? 't-btn--disabled' : ''}`}
              aria-disabled={busy}
              onClick={() => !busy && void act('confirm')}
              role='button'
            >
              确认收货
            </View>
          )}
        </View>
      )}
    </PageShell>
  )
}

export default withBoundary('orderDetail', withLogin('orderDetail', OrderDetailPage))
