import { observer } from 'mobx-react-lite'
import { View, Image } from '@tarojs/components'
import { useStores } from '../../stores/root'
import { mediaUrl } from '../../utils/platform'
import './index.scss'

export interface GameIconProps {
  /** the game's icon URL when the caller has it (the game list) … */
  icon?: string | null
  /** … or the game, found in the game list the app loads at launch */
  gameId?: number
  name?: string
  className?: string
}

/**
 * A game's picture (the catalogue's own artwork), wherever a game is shown by picture: the game
 * grids, and a good or order without a cover of its own. Decorative: the game's name is always
 * written next to it. A game without a picture gets a plain tile, never its initials (no icon
 * either: every list of goods draws this, and the few bytes of one would load on every first visit).
 */
export const GameIcon = observer(function GameIcon({ icon, gameId, name, className = '' }: GameIconProps) {
  const { app } = useStores()
  const src =
    icon ??
    app.gameTypes.find((g) => (gameId !== undefined ? g.id === gameId : name !== undefined && g.name === name))?.icon
  if (src)
    return (
      <Image
        className={`game-icon ${className}`}
        src={mediaUrl(src)}
        mode='aspectFill'
        lazyLoad
        imgProps={{ alt: '' }}
      />
    )
  return <View className={`game-icon game-icon--none ${className}`} />
})

export default GameIcon
