import { View, Text } from '@tarojs/components'
import { navigateTo } from '../../utils/nav'
import './index.scss'
import { Icon } from '../Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'

/** The "I have read and agree" checkbox with links to the user agreement and the privacy policy. */
export function AgreementCheck({
  checked,
  onChange,
  error,
}: {
  checked: boolean
  onChange: (v: boolean) => void
  error?: string
}) {
  return (
    <View className={`agreement ${error ? 'agreement--error' : ''}`}>
      {/* the box is the 44 px hit area; the circle inside is what shows */}
      <View
        className='agreement__box'
        role='checkbox'
        aria-checked={checked}
        aria-label='同意用户协议和隐私政策'
        onClick={() => onChange(!checked)}
      >
        <View className={`agreement__mark ${checked ? 'agreement__mark--on' : ''}`}>
          {checked && <Icon of={Check} />}
        </View>
      </View>
      <Text className='agreement__text' onClick={() => onChange(!checked)}>
        我已阅读并同意
      </Text>
      <Text className='agreement__link' onClick={() => void navigateTo('ArticleDetail', { type: 'yonghuxieyi' })}>
        《用户协议》
      </Text>
      <Text className='agreement__text'>和</Text>
      <Text className='agreement__link' onClick={() => void navigateTo('yinsi')}>
        《隐私政策》
      </Text>
    </View>
  )
}

export default AgreementCheck
