import { useEffect, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { OFFER_STATE, offerApi, type Offer } from '../../api/aftersale'
import { formatDateTime, formatYuan, parseYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import './index.scss'
import { useRules, within } from '../../hooks/useRules'

/** The lowest offer the server takes: half the asking price, rounded up to whole yuan. */
export function minOfferFen(askingFen: number): number {
  return Math.ceil(askingFen / 2 / 100) * 100
}

export function checkOffer(v: string, askingFen: number): string {
  const fen = parseYuan(v)
  if (fen === null || fen % 100 !== 0) return '请输入整数元'
  if (fen < minOfferFen(askingFen)) return `出价不能低于${formatYuan(minOfferFen(askingFen))}`
  if (fen >= askingFen) return '出价须低于售价'
  return ''
}

const OPEN: number[] = [OFFER_STATE.pending, OFFER_STATE.countered, OFFER_STATE.accepted]

/**
 * 议价 on a negotiable good: offer a price (at least half), follow the seller's answer, accept a
 * counter, and order at the agreed price within 24 h. The good stays on sale meanwhile, so whoever
 * orders first still gets it.
 */
export function OfferBox({ goodsId, askingFen }: { goodsId: number; askingFen: number }) {
  const [offer, setOffer] = useState<Offer | null>(null)
  const [input, setInput] = useState('')
  const [busy, setBusy] = useState(false)
  const rules = useRules()
  useEffect(() => {
    offerApi.mine(goodsId).then(setOffer, () => setOffer(null))
  }, [goodsId])

  const run = async (call: () => Promise<Offer>, done: string) => {
    setBusy(true)
    try {
      setOffer(await call())
      toast(done)
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  const make = () => {
    const err = checkOffer(input, askingFen)
    if (err) return toast(err)
    void run(() => offerApi.make(goodsId, parseYuan(input)!), '出价已发送，等待卖家回应')
  }

  const open = offer && OPEN.includes(offer.state)
  return (
    <View className='t-card offer'>
      <Text className='t-card__title'>议价</Text>
      {open && offer.state === OFFER_STATE.pending && (
        <Text className='offer__line'>
          你出价 {formatYuan(offer.priceFen)}，等待卖家回应
          {offer.expiresAt ? `（${formatDateTime(offer.expiresAt)} 前）` : ''}
        </Text>
      )}
      {open && offer.state === OFFER_STATE.countered && (
        <>
          <Text className='offer__line'>
            你出价 {formatYuan(offer.priceFen)}，卖家还价{' '}
            <Text className='t-price'>{formatYuan(offer.counterFen ?? 0)}</Text>
          </Text>
          <View className='t-card__actions'>
            <View
              className='t-btn t-btn--ghost'
              onClick={() => !busy && void run(() => offerApi.refuse(offer.id), '已拒绝还价')}
            >
              拒绝
            </View>
            <View
              className='t-btn'
              onClick={() =>
                !busy &&
                void run(() => offerApi.accept(offer.id), `已接受，请在${within(rules?.['offer.accepted'])}下单`)
              }
            >
              接受还价
            </View>
          </View>
        </>
      )}
      {open && offer.state === OFFER_STATE.accepted && (
        <>
          <Text className='offer__line'>
            议价成功：<Text className='t-price'>{formatYuan(offer.agreedFen ?? 0)}</Text>，请在{' '}
            {formatDateTime(offer.expiresAt)} 前下单
          </Text>
          <View className='t-card__actions'>
            <View className='t-btn' onClick={() => void navigateTo('sureOrder', { goodsId, offerId: offer.id })}>
              按议价下单
            </View>
          </View>
        </>
      )}
      {open && offer.state !== OFFER_STATE.accepted && (
        <Text
          className='offer__cancel'
          onClick={() => !busy && void run(() => offerApi.cancel(offer.id), '已撤销出价')}
        >
          撤销出价
        </Text>
      )}
      {!open && (
        <>
          {offer && <Text className='offer__line'>上次议价：{offer.stateText}</Text>}
          <View className='offer__row'>
            <Input
              className='offer__input'
              type='number'
              value={input}
              maxlength={9}
              placeholder={`出价（元），不低于${formatYuan(minOfferFen(askingFen))}`}
              onInput={(e) => setInput(e.detail.value)}
              aria-label='出价'
            />
            <View
              className={`t-btn offer__btn ${busy ? 't-btn--disabled' : ''}`}
              aria-disabled={busy}
              onClick={() => !busy && make()}
              role='button'
            >
              出价
            </View>
          </View>
        </>
      )}
    </View>
  )
}

export default OfferBox
