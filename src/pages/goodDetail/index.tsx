import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Image, Swiper, SwiperItem } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import OfferBox from '../../components/OfferBox'
import ImageViewer from '../../components/ImageViewer'
import GoodCard from '../../components/GoodCard'
import { goodsApi, type AttrValue, type GoodDetail, type GoodListItem } from '../../api/goods'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { useStores } from '../../stores/root'
import { formatDateTime, formatYuan } from '../../utils/format'
import { currentSpecUrl, goLogin, navigateTo, redirectTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { showModal } from '../../utils/modal'
import { Icon } from '../../components/Icon'
import { GameIcon } from '../../components/GameIcon'
import { useRules } from '../../hooks/useRules'
import { guaranteeLine } from '../../utils/protection'
import { HANDOVER_MODE_NAMES, handoverFeeText } from '../../utils/handover'
import HandoverChecklist from '../../components/HandoverChecklist'
import { Popup } from '@nutui/nutui-react-taro'
import Star from '@nutui/icons-react-taro/dist/es/icons/Star.js'
import StarF from '@nutui/icons-react-taro/dist/es/icons/StarF.js'
import Service from '@nutui/icons-react-taro/dist/es/icons/Service.js'

const showValue = (v: AttrValue) => (Array.isArray(v) ? v.join('、') : String(v))

const GoodDetailPage = observer(function GoodDetailPage() {
  const id = parseId(useRouteParams().id)
  const [state, reload] = useRemote(id ? () => goodsApi.detail(id) : null, [id])
  const [similar] = useRemote(id ? () => goodsApi.recommend(id) : null, [id])
  return (
    <PageShell route='goodDetail'>
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'notFound' && <StateView kind='notFound' text='商品不存在或已下架' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {state.status === 'ok' && <Detail good={state.data} similar={similar.status === 'ok' ? similar.data : []} />}
    </PageShell>
  )
})

function Detail({ good, similar }: { good: GoodDetail; similar: GoodListItem[] }) {
  const rules = useRules()
  const { app } = useStores()
  const [viewer, setViewer] = useState<number | null>(null)
  const [checklist, setChecklist] = useState(false)
  const staff = good.handoverMode === 'staff'
  const [collected, setCollected] = useState(good.collected)
  const images = good.images.map((i) => i.url)
  const onSale = good.saleState === 1
  // 客服 asks platform staff about this listing; the seller has nothing to ask about their own
  const own = app.user?.id === good.seller.id

  const toggleCollect = async () => {
    if (!app.loggedIn) {
      const res = await showModal({
        title: '登录后收藏',
        content: '登录后才能收藏商品，是否去登录？',
        confirmText: '去登录',
        cancelText: '取消',
      })
      if (res.confirm) void goLogin(currentSpecUrl())
      return
    }
    try {
      if (collected) await goodsApi.uncollect(good.id)
      else await goodsApi.collect(good.id)
      setCollected(!collected)
      toast(collected ? '已取消收藏' : '已收藏')
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <View className='gd'>
      {images.length > 0 ? (
        <Swiper className='gd-gallery' indicatorDots={images.length > 1} circular>
          {good.images.map((img, i) => (
            <SwiperItem key={img.url}>
              <Image
                className='gd-gallery__img'
                src={mediaUrl(img.url)}
                mode='aspectFill'
                onClick={() => setViewer(i)}
                imgProps={{ alt: `账号截图 ${i + 1}` }}
              />
            </SwiperItem>
          ))}
        </Swiper>
      ) : (
        <View className='gd-gallery gd-gallery--empty'>
          <GameIcon gameId={good.gameId} className='gd-gallery__game' />
        </View>
      )}

      <View className='gd-card'>
        <Text className='gd-price'>{formatYuan(good.priceFen)}</Text>
        <Text className='gd-title'>{good.title}</Text>
        <View className='gd-tags'>
          {good.tags.map((t) => (
            <Text key={t} className='good-card__tag'>
              {t}
            </Text>
          ))}
        </View>
        <Text className='gd-meta'>
          {good.gameName} · {good.districtPath.map((d) => d.name).join(' / ')}
        </Text>
        <Text className='gd-meta'>
          {good.viewCount} 次浏览 · 发布于 {formatDateTime(good.createdAt)} ·{' '}
          {good.accountType === 1 ? '平台自营' : '寄售'}
        </Text>
        <Text className='gd-guarantee'>
          {/* without the seller's registration data the paid tiers are not offered (issue 41) */}
          【担保】{guaranteeLine(good, rules)} · 资金由平台担保，确认收货后才打款给卖家
        </Text>
        <View className='gd-handover'>
          <Text className='gd-handover__k'>交接方式</Text>
          <Text className={`gd-handover__tag ${staff ? 'gd-handover__tag--staff' : ''}`}>
            {HANDOVER_MODE_NAMES[good.handoverMode]}
          </Text>
          {staff && (
            <View className='gd-handover__link' role='button' onClick={() => setChecklist(true)}>
              查看检查项
            </View>
          )}
        </View>
        <Text className='gd-meta'>
          {staff
            ? `付款后由官方客服登录验号，逐项核对并换绑手机、邮箱、实名，再把新的登录信息交给你；${handoverFeeText(rules, good.priceFen)}`
            : '付款后查看卖家提供的账号信息，在订单聊天中与卖家完成换绑'}
        </Text>
      </View>

      <View className='gd-card'>
        <Text className='gd-h'>账号属性</Text>
        {good.attrs.length === 0 && <Text className='gd-meta'>暂无数据</Text>}
        {good.attrs.map((a) => (
          <View key={a.fieldKey} className='gd-attr'>
            <Text className='gd-attr__k'>{a.fieldName}</Text>
            <Text className='gd-attr__v'>{showValue(a.value)}</Text>
          </View>
        ))}
      </View>

      <View className='gd-card'>
        <Text className='gd-h'>商品描述</Text>
        <Text className='gd-desc'>{good.description}</Text>
      </View>

      {onSale && app.loggedIn && app.user?.id !== good.seller.id && good.tags.includes('可议价') && (
        <OfferBox goodsId={good.id} askingFen={good.priceFen} />
      )}

      <View className='gd-card gd-seller'>
        {good.seller.avatar ? (
          <Image
            className='gd-seller__avatar'
            src={mediaUrl(good.seller.avatar)}
            mode='aspectFill'
            imgProps={{ alt: '' }}
          />
        ) : (
          <View className='gd-seller__avatar gd-seller__avatar--text'>{good.seller.nickName.slice(0, 1)}</View>
        )}
        <View className='gd-seller__info'>
          <Text className='gd-seller__name'>{good.seller.nickName}</Text>
          <Text className='gd-meta'>
            {good.seller.verified ? '已实名认证' : '未实名'} · 已成交 {good.seller.completedSales} 单
            {good.seller.ratingCount ? ` · 评分 ${good.seller.ratingAvg ?? '-'}（${good.seller.ratingCount}）` : ''}
          </Text>
        </View>
      </View>

      {similar.length > 0 && (
        <View className='gd-similar'>
          <Text className='gd-h gd-similar__h'>相似推荐</Text>
          {similar.map((g) => (
            <GoodCard key={g.id} good={g} onClick={() => void redirectTo('goodDetail', { id: g.id })} />
          ))}
        </View>
      )}

      <View className='gd-bar'>
        <View
          className={`gd-bar__fav ${collected ? 'gd-bar__fav--on' : ''}`}
          onClick={() => void toggleCollect()}
          role='button'
          aria-pressed={collected}
        >
          <Icon of={collected ? StarF : Star} className='gd-bar__glyph' />
          <Text>{collected ? '已收藏' : '收藏'}</Text>
        </View>
        <View
          className={`gd-bar__kefu ${own ? 'gd-bar__kefu--off' : ''}`}
          onClick={() =>
            own ? toast('这是你自己发布的商品，无需咨询') : void navigateTo('consult', { goodsId: good.id })
          }
          role='button'
          aria-disabled={own}
        >
          <Icon of={Service} className='gd-bar__glyph' />
          <Text>客服</Text>
        </View>
        <View
          className={`gd-bar__buy ${onSale ? '' : 'gd-bar__buy--off'}`}
          role='button'
          onClick={() => (onSale ? void navigateTo('sureOrder', { goodsId: good.id }) : toast('该商品当前不可购买'))}
        >
          {onSale ? '立即购买' : '已售出或交易中'}
        </View>
      </View>

      <Popup
        visible={checklist}
        position='bottom'
        round
        closeable
        title='平台验号检查项'
        onClose={() => setChecklist(false)}
      >
        {checklist && (
          <View className='gd-checklist'>
            <Text className='gd-meta'>平台将逐项核对以下各项，核对无误后再把账号交给你：</Text>
            <HandoverChecklist gameId={good.gameId} />
          </View>
        )}
      </Popup>

      <ImageViewer images={images} visible={viewer !== null} startIndex={viewer ?? 0} onClose={() => setViewer(null)} />
    </View>
  )
}

export default withBoundary('goodDetail', GoodDetailPage)
