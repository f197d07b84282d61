import { View, Text, Image } from '@tarojs/components'
import type { OrderGoods as Goods } from '../../api/orders'
import { formatYuan } from '../../utils/format'
import './index.scss'
import { mediaUrl } from '../../utils/platform'
import { GameIcon } from '../GameIcon'

/** What the card draws: an order's good, or a consultation's listing (which names no district). */
type CardGoods = Pick<Goods, 'cover' | 'title' | 'gameName'> & { districtNames?: Goods['districtNames'] }

/** The good an order (or a consultation) is about: cover, title, game and district, and a price. */
export function OrderGoods({ goods, priceFen, onClick }: { goods: CardGoods; priceFen: number; onClick?: () => void }) {
  return (
    <View className='order-goods' onClick={onClick}>
      {goods.cover ? (
        <Image className='order-goods__cover' src={mediaUrl(goods.cover)} mode='aspectFill' imgProps={{ alt: '' }} />
      ) : (
        <View className='order-goods__cover order-goods__cover--empty'>
          <GameIcon name={goods.gameName} className='order-goods__game' />
        </View>
      )}
      <View className='order-goods__body'>
        <Text className='order-goods__title'>{goods.title}</Text>
        <Text className='order-goods__sub'>
          {goods.gameName}
          {goods.districtNames?.length ? ` · ${goods.districtNames.join(' / ')}` : ''}
        </Text>
        <Text className='order-goods__price'>{formatYuan(priceFen)}</Text>
      </View>
    </View>
  )
}

export default OrderGoods
