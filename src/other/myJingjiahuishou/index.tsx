import { useCallback, useEffect, useRef } from 'react'
import { useDidHide, useDidShow, useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import { tradeInApi, type TradeInItem } from '../../api/appraisal'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const POLL_MS = 5000

/** 我的回收: my trade-ins with the merchants' quotes (best first, refreshed while quoting), and what to do next. */
function MyJingjiahuishouPage() {
  const fetchPage = useCallback((n: number) => tradeInApi.list(n), [])
  const list = usePagedList<TradeInItem>(fetchPage)
  const visible = useRef(true)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useReachBottom(() => void list.loadMore())
  useDidShow(() => (visible.current = true))
  useDidHide(() => (visible.current = false))
  // quotes arrive while the owner watches: refresh the first page while anything is still quoting
  const quoting = list.rows.some((r) => r.tradeIn?.quoting)
  // the list object is new on every render; the interval reads the latest through a ref
  const setRows = useRef(list.setRows)
  setRows.current = list.setRows
  useEffect(() => {
    if (!quoting) return
    const t = setInterval(() => {
      if (!visible.current) return
      void tradeInApi.list(1).then(
        (res) => setRows.current((rows) => rows.map((r) => res.rows.find((x) => x.id === r.id) ?? r)),
        () => undefined, // the next tick tries again
      )
    }, POLL_MS)
    return () => clearInterval(t)
  }, [quoting])

  const update = (item: TradeInItem) => list.setRows((rows) => rows.map((r) => (r.id === item.id ? item : r)))
  /** `title` asks the question the user answers (not a bare 确认); `content` says what follows. */
  const confirmRun = async (title: string, content: string, call: () => Promise<unknown>, done: string) => {
    const res = await showModal({ title, content, confirmText: '确定', cancelText: '取消' })
    if (!res.confirm) return
    try {
      const out = await call()
      if (out && typeof out === 'object' && 'id' in out) update(out as TradeInItem)
      else void list.reload()
      toast(done)
    } catch (e) {
      toastError(e)
      void list.reload()
    }
  }

  return (
    <PageShell route='myJingjiahuishou'>
      <View className='myr-list'>
        {list.rows.map((r) => {
          const ti = r.tradeIn
          return (
            <View key={r.id} className='t-card'>
              <View className='myr__head'>
                <Text className='myr__game'>
                  {r.gameName} · {r.districtPath.map((d) => d.name).slice(-1)[0]}
                </Text>
                <Text className='t-state'>{ti?.stageText ?? r.statusText}</Text>
              </View>
              <Text className='myr__meta'>
                提交于 {formatDateTime(r.createdAt)}
                {ti?.quoting ? ` · 报价截止 ${formatDateTime(ti.quoteEndsAt)}` : ''}
                {r.valuation.medianFen ? ` · 系统估价 ${formatYuan(r.valuation.medianFen)}` : ''}
              </Text>
              {ti?.accepted && (
                <View className='myr__accepted'>
                  <Text>
                    已接受 {ti.accepted.merchantNick} 的报价 {formatYuan(ti.accepted.priceFen)}，到账{' '}
                    {formatYuan(ti.accepted.payoutFen)}（服务费 {formatYuan(ti.accepted.feeFen)}）
                  </Text>
                  {!ti.accepted.paidAt && (
                    <Text className='myr__meta'>等待商户在 {formatDateTime(ti.accepted.payDeadline)} 前付款到平台</Text>
                  )}
                  {ti.rejectReason && <Text className='myr__meta'>验号未通过：{ti.rejectReason}</Text>}
                </View>
              )}
              {ti && ti.quotes.length > 0 && (
                <View className='myr__quotes'>
                  {ti.quotes.map((q, i) => (
                    <View key={q.id} className='myr__quote'>
                      <Text className='myr__rank'>{i + 1}</Text>
                      <Text className='myr__merchant'>{q.merchantNick}</Text>
                      <Text className='myr__price'>{formatYuan(q.priceFen)}</Text>
                      {ti.canAccept && q.status === 0 ? (
                        <View
                          className='t-btn myr__accept'
                          onClick={() =>
                            void confirmRun(
                              '接受这个报价？',
                              `接受 ${q.merchantNick} 的报价 ${formatYuan(q.priceFen)}？其他报价将关闭。`,
                              () => tradeInApi.accept(r.id, q.id),
                              '已接受，等待商户付款',
                            )
                          }
                        >
                          接受
                        </View>
                      ) : (
                        <Text className='myr__qstate'>{q.statusText}</Text>
                      )}
                    </View>
                  ))}
                </View>
              )}
              {ti?.quoting && ti.quotes.length === 0 && <Text className='myr__meta'>暂无报价，商户报价后会通知你</Text>}
              <View className='t-card__actions'>
                {ti?.canCancel && (
                  <View
                    className='t-btn t-btn--ghost'
                    onClick={() =>
                      void confirmRun('取消回收？', '确定取消这次回收吗？', () => tradeInApi.cancel(r.id), '已取消')
                    }
                  >
                    取消回收
                  </View>
                )}
                {ti?.canRefuse && (
                  <View
                    className='t-btn t-btn--ghost'
                    onClick={() =>
                      void confirmRun(
                        '拒绝全部报价？',
                        '拒绝全部报价后本次回收结束，确定吗？',
                        () => tradeInApi.refuseAll(r.id),
                        '已拒绝全部报价',
                      )
                    }
                  >
                    全部拒绝
                  </View>
                )}
                {ti?.canHandover && (
                  <View
                    className='t-btn'
                    onClick={() =>
                      void confirmRun(
                        '提交交接？',
                        '请确认账号已解绑并可正常登录，提交后平台将验号。',
                        () => tradeInApi.handover(r.id),
                        '已提交交接，等待平台验号',
                      )
                    }
                  >
                    我已交接
                  </View>
                )}
              </View>
            </View>
          )
        })}
        <ListStates list={list} emptyText='还没有回收记录' />
        {list.empty && (
          <Text className='myr__start' onClick={() => void navigateTo('Jingjiahuishou')}>
            去提交回收
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        )}
      </View>
    </PageShell>
  )
}

export default withBoundary('myJingjiahuishou', withLogin('myJingjiahuishou', MyJingjiahuishouPage))
