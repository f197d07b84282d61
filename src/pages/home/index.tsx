import { observer } from 'mobx-react-lite'
import { View, Text, Input, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { useStores } from '../../stores/root'
import { navigateTo } from '../../utils/nav'
import './index.scss'

/** The service entries of the home page: route name and query for each. */
const ENTRIES: { label: string; icon: string; route: string; query?: Record<string, string> }[] = [
  { label: '买号', icon: '买', route: 'goodList' },
  { label: '卖号', icon: '卖', route: 'sale' },
  { label: '估价', icon: '估', route: 'Myevaluation' },
  { label: '回收', icon: '收', route: 'Jingjiahuishou' },
  { label: '租号', icon: '租', route: 'hire' },
  { label: '客服', icon: '服', route: 'contactkefu' },
  { label: '防骗查询', icon: '防', route: 'security' },
  { label: '我的', icon: '我', route: 'mycenter' },
]

const HomePage = observer(function HomePage() {
  const { app } = useStores()

  const search = () => {
    void navigateTo('goodList', { keyWord: app.searchText.trim() })
  }

  const openGame = (id: number, name: string) => {
    app.setCurrentGameName(name)
    void navigateTo('goodList', { gameId: id })
  }

  return (
    <PageShell route='home' root>
      <View className='home-search'>
        <Input
          className='home-search__input'
          value={app.searchText}
          placeholder='搜索游戏、区服、皮肤'
          confirmType='search'
          onInput={(e) => app.setSearchText(e.detail.value)}
          onConfirm={search}
          aria-label='搜索'
        />
        <Text className='home-search__btn' onClick={search}>
          搜索
        </Text>
      </View>

      <View className='home-entries'>
        {ENTRIES.map((e) => (
          <View key={e.label} className='home-entries__item' onClick={() => void navigateTo(e.route, e.query)}>
            <View className='home-entries__icon'>{e.icon}</View>
            <Text className='home-entries__label'>{e.label}</Text>
          </View>
        ))}
      </View>

      <View className='home-section'>
        <Text className='home-section__title'>热门游戏</Text>
        {app.gameTypes.length === 0 ? (
          <StateView kind='empty' text='暂无游戏' />
        ) : (
          <View className='home-games'>
            {app.gameTypes.map((g) => (
              <View key={g.id} className='home-games__item' onClick={() => openGame(g.id, g.name)}>
                {g.icon ? (
                  <Image className='home-games__icon' src={g.icon} mode='aspectFill' lazyLoad />
                ) : (
                  <View className='home-games__icon home-games__icon--text'>{g.name.slice(0, 1)}</View>
                )}
                <Text className='home-games__name'>{g.name}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
    </PageShell>
  )
})

export default HomePage
