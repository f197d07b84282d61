import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import { useStores } from '../../stores/root'
import { goLogin, navigateTo } from '../../utils/nav'
import { toastError } from '../../utils/toast'
import { ROUTES } from '../../routes'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { showModal } from '../../utils/modal'

// the operator console's pages, straight from the route table
const CONSOLE = ROUTES.filter((r) => r.pkg === 'admin')

const ENTRIES: { label: string; route: string }[] = [
  { label: '我的订单', route: 'accountOrder' },
  { label: '我的钱包', route: 'wallet' },
  { label: '我的议价', route: 'offers' },
  { label: '找回包赔', route: 'zhaohui' },
  { label: '我的商品', route: 'MyProducts' },
  { label: '我的收藏', route: 'collect' },
  { label: '浏览记录', route: 'Mybrowsing' },
  { label: '我的消息', route: 'xiaoxi' },
  { label: '我的估价', route: 'Myevaluation' },
  { label: '我的回收', route: 'myJingjiahuishou' },
  { label: '我的租号', route: 'rentOut' },
  { label: '实名认证', route: 'Realname' },
  { label: '修改密码', route: 'passwore' },
  { label: '个人资料', route: 'geren' },
  { label: '联系客服', route: 'contactkefu' },
]

// pages that had no way in from 我的 (issue 17): questions, feedback, merchants, help and about
const SERVICES: { label: string; route: string }[] = [
  { label: '我的问题', route: 'ProblemList' },
  { label: '意见反馈', route: 'fankui' },
  { label: '商户入驻', route: 'shanghu' },
  { label: '帮助中心', route: 'bangzhu' },
  { label: '平台公告', route: 'gonggao' },
  { label: '关于我们', route: 'jieshao' },
]

/** My centre: the user card, or a login prompt when logged out, and the entries. */
const MyCenterPage = observer(function MyCenterPage() {
  const { app, auth, inbox } = useStores()
  const user = app.user
  // the badge follows what happened elsewhere (a sale, a review) each time my centre shows
  useDidShow(() => {
    if (app.loggedIn) void inbox.refresh()
  })

  const logout = async () => {
    const res = await showModal({
      title: '提示',
      content: '确定退出登录吗？',
      confirmText: '确定',
      cancelText: '取消',
    })
    if (!res.confirm) return
    try {
      await auth.logout()
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='mycenter'>
      <View className='me-card'>
        {app.loggedIn && user ? (
          <View className='me-card__row' onClick={() => void navigateTo('geren')}>
            {user.avatar ? (
              <Image
                className='me-card__avatar'
                src={mediaUrl(user.avatar)}
                mode='aspectFill'
                imgProps={{ alt: '头像' }}
              />
            ) : (
              <View className='me-card__avatar me-card__avatar--text'>
                {(user.nickName || user.userName).slice(0, 1)}
              </View>
            )}
            <View className='me-card__info'>
              <Text className='me-card__name'>{user.nickName || user.userName}</Text>
              <View className='me-card__meta'>
                <Text className={`me-badge ${user.realStatus === 2 ? 'me-badge--ok' : ''}`}>
                  {user.realStatus === 2 ? '已实名' : '未实名'}
                </Text>
                <Text className='me-card__phone'>{user.phone}</Text>
              </View>
            </View>
          </View>
        ) : (
          <View className='me-card__row' onClick={() => void goLogin('/index/other/mycenter')}>
            <View className='me-card__avatar me-card__avatar--text'>号</View>
            <View className='me-card__info'>
              <Text className='me-card__name'>登录 / 注册</Text>
              <Text className='me-card__phone'>登录后可买号、卖号、查看订单</Text>
            </View>
          </View>
        )}
      </View>

      <View className='me-list'>
        {ENTRIES.map((e) => (
          <View key={e.route} className='me-list__item' onClick={() => void navigateTo(e.route)}>
            <Text>{e.label}</Text>
            {e.route === 'xiaoxi' && app.loggedIn && inbox.unread > 0 && (
              <Text className='me-list__badge' aria-label={`${inbox.unread}条未读`}>
                {inbox.unread > 99 ? '99+' : inbox.unread}
              </Text>
            )}
            <Text className='me-list__arrow'>›</Text>
          </View>
        ))}
      </View>

      <View className='me-list me-list--group' role='group' aria-label='服务与帮助'>
        <Text className='me-list__head'>服务与帮助</Text>
        {SERVICES.map((e) => (
          <View key={e.route} className='me-list__item' onClick={() => void navigateTo(e.route)}>
            <Text>{e.label}</Text>
            <Text className='me-list__arrow'>›</Text>
          </View>
        ))}
      </View>

      {user?.roles.some((r) => r === 'operator' || r === 'admin') && (
        <View className='me-list me-list--admin'>
          {CONSOLE.map((r) => (
            <View key={r.name} className='me-list__item' onClick={() => void navigateTo(r.name)}>
              <Text>运营后台 · {r.title}</Text>
              <Text className='me-list__arrow'>›</Text>
            </View>
          ))}
        </View>
      )}

      {app.loggedIn && (
        <View className='me-logout' onClick={() => void logout()} role='button'>
          退出登录
        </View>
      )}
    </PageShell>
  )
})

export default withBoundary('mycenter', MyCenterPage)
