import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Input, ScrollView } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import GoodCard from '../../components/GoodCard'
import { sellingApi, type MyGood } from '../../api/selling'
import { usePagedList } from '../../hooks/usePagedList'
import { useStores } from '../../stores/root'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import { T } from '../../utils/strings'
import { formatDateTime } from '../../utils/format'
import '../../styles/list.scss'
import '../../styles/form.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'
import { RegistrationPopup, useRegistrationPopup } from './RegistrationPopup'

/** Every goods state the server has (its saleState codes), so no good goes missing. */
export const STATE_LABELS: Record<number, string> = {
  0: '审核中',
  1: '在售',
  2: '交易中',
  3: '已售',
  4: '已下架',
  5: '问题账号',
  6: '已找回',
  99: '未通过',
}

/** 全部 first (no saleState: the server answers every state), then one tab per state. */
const TABS: { state: number | undefined; label: string }[] = [
  { state: undefined, label: '全部' },
  ...Object.entries(STATE_LABELS).map(([state, label]) => ({ state: Number(state), label })),
]

/** My products: listings by state, with 上架 / 下架 / 改价 / 编辑, each refreshed from the server. */
function MyProductsPage() {
  const { sell } = useStores()
  const [tab, setTab] = useState<number | undefined>(undefined)
  const fetchPage = useCallback((n: number) => sellingApi.mine(tab, n), [tab])
  const list = usePagedList<MyGood>(fetchPage)
  const [pricing, setPricing] = useState<MyGood | null>(null)
  // the add-only edit of issue 41: the data goes in without a new review
  const reg = useRegistrationPopup(() => list.reload())
  const [price, setPrice] = useState('')

  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
      toast(done)
      await list.reload()
    } catch (e) {
      toastError(e)
    }
  }

  const takeDown = async (g: MyGood) => {
    const r = await showModal({
      title: '下架这件商品？',
      content: '下架后买家将无法购买。',
      confirmText: T.confirm,
      cancelText: T.cancel,
    })
    if (r.confirm) await act(() => sellingApi.takeDown(g.id), '已下架')
  }

  const edit = async (g: MyGood) => {
    try {
      await sell.startEdit(g.id)
      void navigateTo('BasicInformation')
    } catch (e) {
      toastError(e)
    }
  }

  const savePrice = async () => {
    if (!pricing) return
    if (!/^\d{1,7}$/.test(price) || Number(price) < 1 || Number(price) > 1_000_000) {
      toast('价格应为¥1-¥1,000,000的整数')
      return
    }
    const g = pricing
    setPricing(null)
    await act(() => sellingApi.editPrice(g.id, Number(price) * 100), '价格已修改')
  }

  return (
    <PageShell route='MyProducts'>
      <ScrollView scrollX className='mp-tabs' enableFlex>
        {TABS.map((t) => (
          <Text
            key={t.label}
            className={`mp-tabs__tab ${tab === t.state ? 'mp-tabs__tab--on' : ''}`}
            onClick={() => setTab(t.state)}
          >
            {t.label}
          </Text>
        ))}
      </ScrollView>
      <View className='plain-list'>
        {list.rows.map((g) => (
          <View key={g.id} className='mp-item'>
            <GoodCard good={g} registrationNote={false} onClick={() => void navigateTo('goodDetail', { id: g.id })} />
            <View className='mp-status'>
              <Text className={`mp-status__label mp-status__label--s${g.saleState}`}>
                {STATE_LABELS[g.saleState] ?? `状态${g.saleState}`}
              </Text>
              <Text className='mp-status__date'>更新于 {formatDateTime(g.updatedAt)}</Text>
            </View>
            {g.saleState === 99 && g.rejectReason && <Text className='mp-reason'>未通过原因：{g.rejectReason}</Text>}
            {g.registrationNotice && <Text className='mp-reason mp-reg'>{g.registrationNotice}</Text>}
            <View className='mp-actions'>
              {(g.saleState === 1 || g.saleState === 4) && (
                <Text
                  className='mp-btn'
                  onClick={() => {
                    setPrice(String(Math.round(g.priceFen / 100)))
                    setPricing(g)
                  }}
                >
                  改价
                </Text>
              )}
              {g.saleState === 1 && (
                <Text className='mp-btn' onClick={() => void takeDown(g)}>
                  下架
                </Text>
              )}
              {g.saleState === 4 && (
                <Text
                  className='mp-btn mp-btn--primary'
                  onClick={() => void act(() => sellingApi.putOnSale(g.id), '已上架')}
                >
                  上架
                </Text>
              )}
              {(g.saleState === 1 || g.saleState === 4 || g.saleState === 99) && (
                <Text className='mp-btn' onClick={() => void edit(g)}>
                  编辑
                </Text>
              )}
              {g.registrationNotice && (
                <Text className='mp-btn mp-btn--primary' onClick={() => reg.open(g)}>
                  补充注册信息
                </Text>
              )}
            </View>
          </View>
        ))}
        <ListStates list={list} />
      </View>

      <RegistrationPopup reg={reg} />

      <Popup
        visible={pricing !== null}
        position='bottom'
        round
        onClose={() => setPricing(null)}
        title='修改价格（元）'
        closeable
      >
        <View className='mp-price'>
          <Input
            className='mp-price__input'
            type='number'
            value={price}
            maxlength={7}
            onInput={(e) => setPrice(e.detail.value.replace(/\D/g, ''))}
            aria-label='新价格'
          />
          <View className='primary-btn' onClick={() => void savePrice()}>
            {T.confirm}
          </View>
        </View>
      </Popup>
    </PageShell>
  )
}

export default withBoundary('MyProducts', withLogin('MyProducts', MyProductsPage))
