import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import ReasonPopup from '../../components/ReasonPopup'
import { OFFER_STATE, offerApi, type Offer } from '../../api/aftersale'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan, parseYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { useRules, within } from '../../hooks/useRules'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 我的议价: offers I made (buyer) and offers on my goods (seller: accept, refuse or counter). */
function OffersPage() {
  const rules = useRules()
  const [side, setSide] = useState<'buyer' | 'seller'>('seller')
  const [countering, setCountering] = useState<Offer | null>(null)
  const fetchPage = useCallback((pageNum: number) => offerApi.list({ side, pageNum }), [side])
  const list = usePagedList<Offer>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  const replace = (o: Offer) => list.setRows((rows) => rows.map((r) => (r.id === o.id ? o : r)))

  const run = async (call: () => Promise<Offer>, done: string) => {
    try {
      replace(await call())
      toast(done)
    } catch (e) {
      toastError(e)
      void list.reload()
    }
  }

  return (
    <PageShell route='offers'>
      <View className='offers-sides'>
        {(['seller', 'buyer'] as const).map((s) => (
          <View
            key={s}
            className={`offers-side ${side === s ? 'offers-side--on' : ''}`}
            onClick={() => setSide(s)}
            role='tab'
          >
            {s === 'seller' ? '收到的出价' : '我的出价'}
          </View>
        ))}
      </View>
      <View className='offers-list'>
        {list.rows.map((o) => (
          <View key={o.id} className='t-card offers-item'>
            <View className='offers-item__head' onClick={() => void navigateTo('goodDetail', { id: o.goodsId })}>
              <Text className='offers-item__title'>{o.goods.title}</Text>
              <Text className='t-state'>{o.stateText}</Text>
            </View>
            <Text className='offers-item__line'>
              售价 {formatYuan(o.goods.priceFen)} · {side === 'seller' ? `${o.buyerNick} 出价` : '我出价'}{' '}
              <Text className='t-price'>{formatYuan(o.priceFen)}</Text>
              {o.counterFen !== null ? ` · 还价 ${formatYuan(o.counterFen)}` : ''}
            </Text>
            <Text className='offers-item__line'>
              {formatDateTime(o.createdAt)}
              {o.expiresAt && o.state <= OFFER_STATE.accepted
                ? ` · ${o.state === OFFER_STATE.accepted ? '下单' : '回应'}截止 ${formatDateTime(o.expiresAt)}`
                : ''}
            </Text>
            {side === 'seller' && o.state === OFFER_STATE.pending && (
              <View className='t-card__actions'>
                <View className='t-btn t-btn--ghost' onClick={() => void run(() => offerApi.refuse(o.id), '已拒绝')}>
                  拒绝
                </View>
                <View className='t-btn t-btn--ghost' onClick={() => setCountering(o)}>
                  还价
                </View>
                <View
                  className='t-btn'
                  onClick={() =>
                    void run(
                      () => offerApi.accept(o.id),
                      `已接受，买家在${within(rules?.['offer.accepted'])}可按此价下单`,
                    )
                  }
                >
                  接受
                </View>
              </View>
            )}
            {side === 'buyer' && o.state === OFFER_STATE.countered && (
              <View className='t-card__actions'>
                <View
                  className='t-btn t-btn--ghost'
                  onClick={() => void run(() => offerApi.refuse(o.id), '已拒绝还价')}
                >
                  拒绝
                </View>
                <View
                  className='t-btn'
                  onClick={() =>
                    void run(() => offerApi.accept(o.id), `已接受，请在${within(rules?.['offer.accepted'])}下单`)
                  }
                >
                  接受 {formatYuan(o.counterFen ?? 0)}
                </View>
              </View>
            )}
            {side === 'buyer' && o.state === OFFER_STATE.accepted && (
              <View className='t-card__actions'>
                <View
                  className='t-btn'
                  onClick={() => void navigateTo('sureOrder', { goodsId: o.goodsId, offerId: o.id })}
                >
                  按 {formatYuan(o.agreedFen ?? 0)} 下单
                </View>
              </View>
            )}
          </View>
        ))}
        <ListStates list={list} emptyText={side === 'seller' ? '还没有收到出价' : '还没有出过价'} />
      </View>
      <ReasonPopup
        visible={countering !== null}
        title={
          countering
            ? `还价（买家出价 ${formatYuan(countering.priceFen)}，售价 ${formatYuan(countering.goods.priceFen)}）`
            : '还价'
        }
        placeholder='输入还价金额（元，整数）'
        confirmText='发送还价'
        min={1}
        max={9}
        onClose={() => setCountering(null)}
        onConfirm={async (t) => {
          if (!countering) return
          const fen = parseYuan(t)
          if (fen === null || fen % 100 !== 0 || fen <= countering.priceFen || fen >= countering.goods.priceFen) {
            toast('还价须为整数元，高于买家出价且低于售价')
            return
          }
          await run(() => offerApi.counter(countering.id, fen), '已还价')
          setCountering(null)
        }}
      />
    </PageShell>
  )
}

export default withBoundary('offers', withLogin('offers', OffersPage))
