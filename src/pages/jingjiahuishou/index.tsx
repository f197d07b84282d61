import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import AppraisalForm from '../../components/AppraisalForm'
import { useStores } from '../../stores/root'
import { goLogin, navigateTo } from '../../utils/nav'
import './index.scss'
import { useRules, within } from '../../hooks/useRules'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const steps = (quoteWithin: string) => [
  { title: '提交账号', text: '填写区服与属性，账号密码加密保存' },
  { title: '商户竞价', text: `认证商户在${quoteWithin}报价，可随时查看` },
  { title: '选择报价', text: '接受最高价或全部拒绝，不满意不卖' },
  { title: '担保打款', text: '商户付款到平台，验号后打款到钱包' },
]

/** 竞价回收: how it works, the games accepted, and the trade-in form (an appraisal plus the login). */
const JingjiahuishouPage = observer(function JingjiahuishouPage() {
  const { app } = useStores()
  const rules = useRules()
  const merchant = app.user?.roles.includes('merchant') ?? false
  return (
    <PageShell route='Jingjiahuishou'>
      <View className='recycle-hero'>
        <Text className='recycle-hero__title'>竞价回收 · 多商户抢着出价</Text>
        <Text className='recycle-hero__sub'>
          平台担保付款，账号验收后到账{rules ? `，服务费${rules['tradein.fee']}` : ''}
        </Text>
      </View>
      <View className='recycle-steps'>
        {steps(within(rules?.['tradein.quote'])).map((s, i) => (
          <View key={s.title} className='recycle-step'>
            <View className='recycle-step__head'>
              <Text className='recycle-step__no'>{i + 1}</Text>
              <Text className='recycle-step__title'>{s.title}</Text>
            </View>
            <Text className='recycle-step__text'>{s.text}</Text>
          </View>
        ))}
      </View>
      <View className='recycle-links'>
        <Text onClick={() => void navigateTo('jingjiahuishouPriceList')}>
          回收价格表
          <Icon of={ArrowRight} className='hs-chevron' />
        </Text>
        <Text onClick={() => void navigateTo('myJingjiahuishou')}>
          我的回收
          <Icon of={ArrowRight} className='hs-chevron' />
        </Text>
        {merchant ? (
          <Text onClick={() => void navigateTo('merchantTradein')}>
            商户报价
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        ) : (
          <Text onClick={() => void navigateTo('shanghu')}>
            商户入驻
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        )}
      </View>
      {app.gameTypes.length > 0 && (
        <Text className='recycle-games'>支持游戏：{app.gameTypes.map((g) => g.name).join('、')}</Text>
      )}
      {app.loggedIn ? (
        <AppraisalForm kind='tradein' />
      ) : (
        <View className='form-card'>
          <View className='primary-btn' onClick={() => void goLogin('/index/jingjiahuishou')} role='button'>
            登录后提交回收
          </View>
        </View>
      )}
    </PageShell>
  )
})

export default withBoundary('Jingjiahuishou', JingjiahuishouPage)
