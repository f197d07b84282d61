import { useCallback, useEffect, useMemo, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import ListStates from '../../components/ListStates'
import { adminTradeApi, type AdminOrderRow } from '../../api/admin'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import ConsoleFrame from '../frame/ConsoleFrame'
import DataTable, { type Column } from '../frame/DataTable'
import { focusable, useDesk } from '../frame/useDesk'
import { usePage } from '../frame/usePage'
import '../../styles/trade.scss'
import '../console.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

const TABS: { label: string; state?: number }[] = [
  { label: '全部' },
  { label: '待支付', state: 0 },
  { label: '交接中', state: 1 },
  { label: '已完成', state: 2 },
  { label: '已取消', state: 3 },
  { label: '售后', state: 5 },
]

type Filter = { state?: number; orderNo?: string }
/** An order opens in the operators' own view (parties, payments, chat, reveals), not the buyer's page. */
const open = (o: AdminOrderRow) => void navigateTo('adminOrder', { id: o.id })
const time = (s: string | null) => (s ? new Date(s).getTime() : 0)

const COLUMNS: Column<AdminOrderRow>[] = [
  {
    key: 'title',
    label: '商品',
    width: 'minmax(0, 3fr)',
    sort: (o) => o.goods.title,
    render: (o) => (
      <>
        <Text className='admin-order__title'>{o.goods.title}</Text>
        <Text className='data-table__sub'>
          {o.goods.gameName} · {o.orderNo}
        </Text>
      </>
    ),
  },
  {
    key: 'parties',
    label: '买家 / 卖家',
    width: 'minmax(0, 1.4fr)',
    render: (o) => (
      <>
        <Text>{o.buyerNick}</Text>
        <Text className='data-table__sub'>{o.sellerNick}</Text>
      </>
    ),
  },
  { key: 'total', label: '金额', sort: (o) => o.totalFen, render: (o) => formatYuan(o.totalFen) },
  {
    key: 'state',
    label: '状态',
    sort: (o) => o.state,
    render: (o) => <Text className={`t-state t-state--${o.state}`}>{o.stateText}</Text>,
  },
  {
    key: 'created',
    label: '下单时间',
    width: 'minmax(0, 1.3fr)',
    sort: (o) => time(o.createdAt),
    render: (o) => formatDateTime(o.createdAt),
  },
]

function OrdersTable({ filter }: { filter: Filter }) {
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => adminTradeApi.orders({ ...filter, pageNum, pageSize }),
    [filter],
  )
  const page = usePage<AdminOrderRow>(fetchPage)
  return <DataTable label='订单' columns={COLUMNS} page={page} onOpen={open} />
}

function OrderCards({ filter }: { filter: Filter }) {
  const fetchPage = useCallback((pageNum: number) => adminTradeApi.orders({ ...filter, pageNum }), [filter])
  const list = usePagedList<AdminOrderRow>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  return (
    <View className='console-list'>
      {list.rows.map((o) => (
        <View key={o.id} className='console-card admin-order' onClick={() => open(o)} role='link'>
          <View className='console-card__head'>
            <Text className='console-card__title admin-order__title'>{o.goods.title}</Text>
            <Text className={`t-state t-state--${o.state}`}>{o.stateText}</Text>
          </View>
          <Text className='console-card__meta'>
            {o.orderNo} · {formatYuan(o.totalFen)}
          </Text>
          <Text className='console-card__meta'>
            买家 {o.buyerNick} · 卖家 {o.sellerNick} · 下单 {formatDateTime(o.createdAt)}
          </Text>
        </View>
      ))}
      <ListStates list={list} />
    </View>
  )
}

/** Orders by state or by number: a table on a desk, cards on a phone; each opens the operator order view. */
function AdminOrdersPage() {
  const desk = useDesk()
  const [tab, setTab] = useState(0)
  const [input, setInput] = useState('')
  const [orderNo, setOrderNo] = useState('')
  const state = TABS[tab]!.state
  const filter = useMemo<Filter>(() => ({ state, orderNo: orderNo || undefined }), [state, orderNo])

  return (
    <ConsoleFrame route='adminOrders'>
      <View className='console-bar' role='search'>
        <Input
          className='console-bar__input'
          value={input}
          maxlength={32}
          placeholder='按订单号查询'
          aria-label='订单号'
          confirmType='search'
          onInput={(e) => setInput(e.detail.value)}
          onConfirm={() => setOrderNo(input.trim())}
        />
        <View className='console-bar__btn' role='button' {...focusable} onClick={() => setOrderNo(input.trim())}>
          查询
        </View>
      </View>
      <View className='console-tabs' role='tablist'>
        {TABS.map((t, i) => (
          <View
            key={t.label}
            className={`console-tab ${i === tab ? 'console-tab--on' : ''}`}
            role='tab'
            {...focusable}
            aria-selected={i === tab}
            onClick={() => setTab(i)}
          >
            {t.label}
          </View>
        ))}
      </View>
      {desk ? <OrdersTable filter={filter} /> : <OrderCards filter={filter} />}
    </ConsoleFrame>
  )
}

export default withBoundary('adminOrders', withLogin('adminOrders', AdminOrdersPage))
