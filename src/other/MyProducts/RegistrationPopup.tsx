import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import RegistrationFields from '../../components/RegistrationForm'
import { sellingApi, type MyGood, type RegistrationConsent } from '../../api/selling'
import { toast, toastError } from '../../utils/toast'
import {
  chinaToday,
  emptyRegistration,
  registrationBody,
  registrationErrors,
  type RegistrationForm,
} from '../../utils/registration'

/** The popup's state: which listing, the form, the errors shown at the last 保存, the consent. */
export function useRegistrationPopup(onSaved: () => Promise<unknown> | void) {
  const [good, setGood] = useState<MyGood | null>(null)
  const [form, setForm] = useState<RegistrationForm>(emptyRegistration())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [consent, setConsent] = useState<RegistrationConsent | null>(null)
  const [busy, setBusy] = useState(false)
  return {
    good,
    form,
    errors,
    consent,
    busy,
    async open(g: MyGood) {
      setGood(g)
      setForm(emptyRegistration())
      setErrors({})
      if (!consent) {
        try {
          setConsent(await sellingApi.registrationConsent())
        } catch (e) {
          toastError(e)
        }
      }
    },
    close: () => setGood(null),
    change(patch: Partial<RegistrationForm>) {
      const next = { ...form, ...patch }
      setForm(next)
      // an error goes as soon as its field is fixed
      if (Object.keys(errors).length) setErrors(registrationErrors(next, chinaToday()))
    },
    async save() {
      if (!good || busy) return
      const e = registrationErrors(form, chinaToday())
      setErrors(e)
      if (Object.keys(e).length) return toast(Object.values(e)[0])
      if (!consent) return toast('授权说明未加载，请稍后重试')
      setBusy(true)
      try {
        await sellingApi.addRegistration(good.id, registrationBody(form, consent.version))
        setGood(null)
        toast('首次注册信息已加密保存')
        await onSaved()
      } catch (err) {
        toastError(err)
      } finally {
        setBusy(false)
      }
    },
  }
}

/** 补充首次注册信息 for one of my listings: saved at once, and the listing is not reviewed again. */
export function RegistrationPopup({ reg }: { reg: ReturnType<typeof useRegistrationPopup> }) {
  return (
    <Popup visible={reg.good !== null} position='bottom' round onClose={reg.close} title='补充首次注册信息' closeable>
      <View className='mp-regform'>
        {reg.good && <Text className='mp-regform__title'>{reg.good.title}</Text>}
        <RegistrationFields
          value={reg.form}
          onChange={reg.change}
          consent={reg.consent}
          errors={reg.errors}
          intro='加密保存，不需重新审核；保存后买家可购买付费包赔。仅在买家确认收货后向其本人展示，用于向游戏运营商申诉找回。'
        />
        <View className={`primary-btn ${reg.busy ? 'primary-btn--disabled' : ''}`} onClick={() => void reg.save()}>
          {reg.busy ? '保存中…' : '加密保存'}
        </View>
      </View>
    </Popup>
  )
}
