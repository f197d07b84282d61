import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Input } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { useStores } from '../../stores/root'
import { realnameVerified, useRequireRealname } from '../../hooks/useRequireRealname'
import { navigateTo } from '../../utils/nav'
import '../home/index.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { GameIcon } from '../../components/GameIcon'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** Step 0 of consignment: choose the game (grid with search). */
const SellPage = observer(function SellPage() {
  const { app, sell } = useStores()
  const verified = useRequireRealname()
  const [q, setQ] = useState('')
  useEffect(() => {
    void sell.load().catch(() => undefined)
  }, [sell])
  const games = app.gameTypes.filter((g) => !q.trim() || g.name.includes(q.trim()))

  const choose = async (id: number, name: string) => {
    if (!verified && !(await realnameVerified(app))) return
    await sell.load().catch(() => undefined)
    sell.start(id, name)
    void navigateTo('BasicInformation')
  }

  return (
    <PageShell route='sell'>
      <View className='sell-search'>
        <Input
          className='sell-search__input'
          value={q}
          placeholder='搜索游戏'
          onInput={(e) => setQ(e.detail.value)}
          aria-label='搜索游戏'
        />
      </View>
      {sell.draft && !sell.draft.editingId && (
        <View className='sell-resume' onClick={() => void navigateTo('BasicInformation')}>
          <Text>
            继续填写：{sell.draft.gameName} {sell.draft.title || '未命名商品'}
          </Text>
          <Text className='sell-resume__go'>
            继续
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        </View>
      )}
      <View className='home-section'>
        {games.length === 0 ? (
          <StateView kind='empty' text='没有找到这个游戏' />
        ) : (
          <View className='home-games'>
            {games.map((g) => (
              <View key={g.id} className='home-games__item' onClick={() => void choose(g.id, g.name)}>
                <GameIcon icon={g.icon} className='home-games__icon' />
                <Text className='home-games__name'>{g.name}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
    </PageShell>
  )
})

export default withBoundary('sell', withLogin('sell', SellPage))
