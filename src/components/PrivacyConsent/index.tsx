import Taro from '@tarojs/taro'
import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { privacyStore, type PrivacyStore } from '../../stores/privacy'
import { AGREE_BUTTON_ID } from '../../utils/privacy'
import { currentTarget } from '../../utils/platform'
import { pageUrl, routeByName } from '../../routes'
import './index.scss'

/**
 * The privacy consent popup of the mini-programs (see utils/privacy.ts), in every page through
 * PageShell: it shows while a question is open. On WeChat 同意 must be a button with
 * open-type agreePrivacyAuthorization, or WeChat does not count the consent.
 */
export const PrivacyConsent = observer(function PrivacyConsent({ store = privacyStore }: { store?: PrivacyStore }) {
  if (!store.asking) return null
  const weapp = currentTarget() === 'weapp'
  const openPolicy = () => {
    const yinsi = routeByName('yinsi')
    if (yinsi) void Taro.navigateTo({ url: pageUrl(yinsi) })
  }
  return (
    <View className='privacy-consent' role='dialog' aria-modal='true' aria-label='隐私保护提示'>
      <View className='privacy-consent__box'>
        <Text className='privacy-consent__title'>隐私保护提示</Text>
        <Text className='privacy-consent__text'>
          为了{store.purpose}，号市需要你的同意。请阅读
          <Text className='privacy-consent__link' onClick={openPolicy}>
            《号市隐私政策》
          </Text>
          ，了解我们如何收集和保护你的信息。
        </Text>
        <View className='privacy-consent__actions'>
          <Button className='privacy-consent__no' onClick={() => store.answer('disagree')}>
            拒绝
          </Button>
          {weapp ? (
            <Button
              id={AGREE_BUTTON_ID}
              className='privacy-consent__yes'
              openType='agreePrivacyAuthorization'
              onAgreePrivacyAuthorization={() => store.answer('agree')}
            >
              同意
            </Button>
          ) : (
            <Button id={AGREE_BUTTON_ID} className='privacy-consent__yes' onClick={() => store.answer('agree')}>
              同意
            </Button>
          )}
        </View>
      </View>
    </View>
  )
})

export default PrivacyConsent
