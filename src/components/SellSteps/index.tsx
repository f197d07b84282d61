import { View, Text } from '@tarojs/components'
import './index.scss'

const STEPS = ['选择游戏', '基本信息', '账号信息', '确认提交']

/** The consignment steps, with the current one highlighted. */
export function SellSteps({ current }: { current: number }) {
  return (
    <View className='sell-steps'>
      {STEPS.map((s, i) => (
        <View key={s} className={`sell-steps__step ${i <= current ? 'sell-steps__step--on' : ''}`}>
          <Text className='sell-steps__num'>{i + 1}</Text>
          <Text className='sell-steps__label'>{s}</Text>
        </View>
      ))}
    </View>
  )
}

export default SellSteps
