import { View, Text, Image } from '@tarojs/components'
import type { GoodListItem } from '../../api/goods'
import { formatYuan } from '../../utils/format'
import './index.scss'
import { mediaUrl } from '../../utils/platform'
import { GameIcon } from '../GameIcon'
import { registrationMissingText } from '../../utils/protection'

/** One good in a list: cover, title, district, tags and price. */
export function GoodCard({
  good,
  onClick,
  extra,
  registrationNote = true,
}: {
  good: GoodListItem
  onClick: () => void
  extra?: React.ReactNode
  /** the buyer's note on a listing without registration data; the seller's own list words it as a request */
  registrationNote?: boolean
}) {
  return (
    <View className='good-card' onClick={onClick}>
      {good.cover ? (
        <Image
          className='good-card__cover'
          src={mediaUrl(good.cover)}
          mode='aspectFill'
          lazyLoad
          imgProps={{ alt: good.title }}
        />
      ) : (
        <View className='good-card__cover good-card__cover--empty'>
          <GameIcon gameId={good.gameId} className='good-card__game' />
        </View>
      )}
      <View className='good-card__body'>
        <Text className='good-card__title'>{good.title}</Text>
        <Text className='good-card__district'>
          {good.gameName}
          {good.districtNames.length ? ` · ${good.districtNames.join(' / ')}` : ''}
        </Text>
        <View className='good-card__tags'>
          {good.tags.slice(0, 3).map((t) => (
            <Text key={t} className='good-card__tag'>
              {t}
            </Text>
          ))}
        </View>
        {/* a listing that required a paid tier but has no registration data: basic cover only (issue 41) */}
        {registrationNote && good.isGuarantee === 1 && !good.hasRegistration && (
          <Text className='good-card__note'>{registrationMissingText(good)}</Text>
        )}
        <View className='good-card__foot'>
          <Text className='good-card__price'>{formatYuan(good.priceFen)}</Text>
          {extra}
        </View>
      </View>
    </View>
  )
}

export default GoodCard
