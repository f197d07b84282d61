import { View, Text, Picker } from '@tarojs/components'
import Field from '../Field'
import { Icon } from '../Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'
import type { RegistrationConsent } from '../../api/selling'
import { chinaToday, REGISTERED_EARLIEST, SECURITY_QA_MAX, type RegistrationForm } from '../../utils/registration'
import '../AgreementCheck/index.scss'
import './index.scss'

/**
 * The 首次注册信息 section: the first bound phone or e-mail, the registration date and place, the
 * security questions and answers, and the consent with its own checkbox and its own text (PIPL
 * art. 23: handing personal data to another party needs a separate consent). Labels sit in a fixed
 * column (Field), and the consent's text wraps under its box, so nothing runs into a value at
 * 320 px. `intro` says whether the section is required and what it unlocks.
 */
export function RegistrationFields({
  value,
  onChange,
  consent,
  errors,
  intro,
}: {
  value: RegistrationForm
  onChange: (patch: Partial<RegistrationForm>) => void
  consent: RegistrationConsent | null
  errors: Record<string, string>
  intro: string
}) {
  const qa = value.securityAnswers
  const setQa = (i: number, patch: Partial<{ question: string; answer: string }>) =>
    onChange({ securityAnswers: qa.map((x, k) => (k === i ? { ...x, ...patch } : x)) })
  return (
    <View className='reg-form'>
      <Text className='reg-form__intro'>{intro}</Text>
      <Field
        label='首次绑定'
        name='firstContact'
        value={value.firstContact}
        onChange={(v) => onChange({ firstContact: v })}
        maxlength={100}
        placeholder='首次绑定的手机号或邮箱'
        error={errors.firstContact}
      />
      <View className={`field ${errors.registeredOn ? 'field--error' : ''}`}>
        <Picker
          mode='date'
          value={value.registeredOn || '2018-01-01'}
          start={REGISTERED_EARLIEST}
          end={chinaToday()}
          onChange={(e) => onChange({ registeredOn: String(e.detail.value) })}
        >
          <View className='field__row' role='button' aria-label='注册日期'>
            <Text className='field__label'>注册日期</Text>
            <Text className={`reg-form__date ${value.registeredOn ? '' : 'field__placeholder'}`}>
              {value.registeredOn || '选择账号的注册日期'}
            </Text>
          </View>
        </Picker>
        {errors.registeredOn ? <Text className='field__error'>{errors.registeredOn}</Text> : null}
      </View>
      <Field
        label='注册地'
        name='registeredPlace'
        value={value.registeredPlace}
        onChange={(v) => onChange({ registeredPlace: v })}
        maxlength={40}
        placeholder='如：广东省深圳市'
        error={errors.registeredPlace}
      />
      {qa.map((x, i) => (
        <View key={i} className='reg-form__qa'>
          <Field
            label={`密保问题${i + 1}`}
            value={x.question}
            onChange={(v) => setQa(i, { question: v })}
            maxlength={40}
            placeholder='游戏设置的密保问题'
            error={errors[`regQ${i}`]}
          />
          <Field
            label={`答案${i + 1}`}
            value={x.answer}
            onChange={(v) => setQa(i, { answer: v })}
            maxlength={60}
            placeholder='密保答案'
            error={errors[`regA${i}`]}
          />
          <View
            className='reg-form__link'
            role='button'
            onClick={() => onChange({ securityAnswers: qa.filter((_, k) => k !== i) })}
          >
            删除此密保问题
          </View>
        </View>
      ))}
      {qa.length < SECURITY_QA_MAX && (
        <View
          className='reg-form__link'
          role='button'
          onClick={() => onChange({ securityAnswers: [...qa, { question: '', answer: '' }] })}
        >
          ＋ 添加密保问题（游戏没有密保可不填）
        </View>
      )}
      <View className={`agreement reg-form__consent ${errors.regConsent ? 'agreement--error' : ''}`}>
        <View
          className='agreement__box'
          role='checkbox'
          aria-checked={value.consent}
          aria-label='单独同意将首次注册信息提供给买家'
          onClick={() => onChange({ consent: !value.consent })}
        >
          <View className={`agreement__mark ${value.consent ? 'agreement__mark--on' : ''}`}>
            {value.consent && <Icon of={Check} />}
          </View>
        </View>
        <Text className='reg-form__consent-text' onClick={() => onChange({ consent: !value.consent })}>
          {consent?.text ?? '授权说明加载中…'}
        </Text>
      </View>
      {errors.regConsent ? <Text className='field__error reg-form__error'>{errors.regConsent}</Text> : null}
    </View>
  )
}

export default RegistrationFields
