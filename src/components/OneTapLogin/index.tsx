import { Button, View, Text } from '@tarojs/components'
import {
  alipayAuthorizeFailed,
  alipayPhoneProof,
  oneTapKind,
  wechatPhoneProof,
  type PhoneProof,
} from '../../utils/oneTap'
import './index.scss'

type Detail = { code?: string; errMsg?: string; errno?: number }

/**
 * The 手机号快捷登录 button of the mini-programs. Until the agreement is ticked it is a plain button
 * that asks for it (as real apps do: the platform's phone dialog must not open before consent);
 * once ticked it becomes the platform's open-type button and hands the proof to `onProof`.
 */
export function OneTapLogin({
  agreed,
  busy,
  onNeedAgreement,
  onProof,
}: {
  agreed: boolean
  busy: boolean
  onNeedAgreement: () => void
  onProof: (proof: PhoneProof) => void
}) {
  const kind = oneTapKind()
  if (!kind) return null
  const deliver = (p: PhoneProof | null) => {
    if (p && !busy) onProof(p)
  }
  // the platform also fires a tap on an open-type button: only the unticked button acts on it
  const onClick = () => {
    if (!agreed && !busy) onNeedAgreement()
  }
  const label = busy ? '登录中…' : '手机号快捷登录'
  const className = `one-tap__btn ${busy ? 'one-tap__btn--disabled' : ''}`
  return (
    <View className='one-tap'>
      {kind === 'weapp' ? (
        <Button
          className={className}
          openType={agreed ? 'getPhoneNumber' : undefined}
          onClick={onClick}
          onGetPhoneNumber={(e) => void wechatPhoneProof((e.detail ?? {}) as Detail).then(deliver)}
        >
          {label}
        </Button>
      ) : (
        <Button
          className={className}
          openType={agreed ? 'getAuthorize' : undefined}
          scope={agreed ? 'phoneNumber' : undefined}
          onClick={onClick}
          onGetAuthorize={() => void alipayPhoneProof().then(deliver)}
          onError={(e) => alipayAuthorizeFailed(e.detail)}
        >
          {label}
        </Button>
      )}
      <Text className='one-tap__tip'>
        {kind === 'weapp' ? '使用微信绑定的手机号' : '使用支付宝绑定的手机号'}登录，新用户将自动注册
      </Text>
    </View>
  )
}

export default OneTapLogin
