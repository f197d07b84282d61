import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Input, Textarea } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import SellSteps from '../../components/SellSteps'
import DistrictPicker from '../../components/DistrictPicker'
import { useStores } from '../../stores/root'
import { TITLE_MAX } from '../../stores/sell'
import { useRequireRealname } from '../../hooks/useRequireRealname'
import { navigateTo, redirectTo } from '../../utils/nav'
import { toast } from '../../utils/toast'
import { charCount } from '../../utils/validate'
import { remainingErrors, scrollToFirstError, type Errors } from '../../utils/formErrors'
import '../../styles/form.scss'
import '../../styles/sell.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { useRules } from '../../hooks/useRules'
import { guaranteeChoices } from '../../utils/protection'
import { handoverChoices, staffRequiredReason } from '../../utils/handover'
import HandoverChecklist from '../../components/HandoverChecklist'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** Step 1: district path, title, price, recovery insurance, negotiable price. */
const BasicInformationPage = observer(function BasicInformationPage() {
  const { sell } = useStores()
  const rules = useRules()
  useRequireRealname()
  const [picking, setPicking] = useState(false)
  // the errors shown at the last 下一步; each goes as soon as its field is fixed
  const [shown, setShown] = useState<Errors>({})
  const [loadFailed, setLoadFailed] = useState(false)
  const [checklistOpen, setChecklistOpen] = useState(false)

  useEffect(() => {
    sell.load().catch(() => setLoadFailed(true))
  }, [sell])

  const d = sell.draft
  const priceFen = d && /^\d{1,7}$/.test(d.priceYuan) ? Number(d.priceYuan) * 100 : null
  // the operators' rule for this price or game: the server refuses 自助交接 then, so the form
  // chooses 平台验号换绑 itself and says why, before the seller reaches 提交审核
  const staffReason = d ? staffRequiredReason(rules, priceFen, d.gameName) : null
  useEffect(() => {
    if (staffReason && sell.draft && sell.draft.handoverMode !== 'staff') sell.update({ handoverMode: 'staff' })
  }, [staffReason, sell])

  if (!sell.loaded && !loadFailed) {
    return (
      <PageShell route='BasicInformation'>
        <StateView kind='loading' />
      </PageShell>
    )
  }
  if (!d) {
    return (
      <PageShell route='BasicInformation'>
        <StateView kind='empty' text='请先选择要出售的游戏' />
        <View className='primary-btn sell-next' onClick={() => void redirectTo('sell')}>
          选择游戏
        </View>
      </PageShell>
    )
  }

  const errors = remainingErrors(shown, sell.basicErrors())
  const next = () => {
    const e = sell.basicErrors()
    setShown(e)
    if (Object.keys(e).length) {
      toast(Object.values(e)[0])
      scrollToFirstError()
      return
    }
    void sell.saveNow()
    void navigateTo('fillInformation')
  }

  return (
    <PageShell route='BasicInformation'>
      <SellSteps current={1} />
      <View className='form-card'>
        <View className='sell-row' onClick={() => setPicking(true)}>
          <Text className='field__label'>游戏</Text>
          <Text className='sell-row__value'>{d.gameName}</Text>
        </View>
        <View className={`sell-row ${errors.district ? 'sell-row--error' : ''}`} onClick={() => setPicking(true)}>
          <Text className='field__label'>区服</Text>
          <Text className={`sell-row__value ${d.districtPath.length ? '' : 'sell-row__placeholder'}`}>
            {d.districtPath.length ? d.districtPath.map((n) => n.name).join(' / ') : '请选择（需选到具体服务器）'}
          </Text>
          <Icon of={ArrowRight} className='sell-row__arrow' />
        </View>
        {errors.district && <Text className='field__error sell-error'>{errors.district}</Text>}
        <View className='sell-block'>
          <Text className='field__label'>标题</Text>
          <Textarea
            className='sell-textarea sell-textarea--short'
            value={d.title}
            maxlength={TITLE_MAX}
            placeholder='一句话亮点，例如：国服荣耀王者 典藏皮肤全 可二次实名'
            onInput={(e) => sell.update({ title: e.detail.value })}
          />
          <Text className='sell-count'>
            {charCount(d.title)}/{TITLE_MAX}
          </Text>
          {/* the counts are asked for as attributes in the next step and shown on the listing:
              typing them here too was asked twice (issue 20) */}
          <Text className='form-tip'>
            英雄、皮肤的数量等账号属性在下一步逐项填写，会展示在商品详情中，标题无需重复。
          </Text>
          {errors.title && <Text className='field__error sell-error'>{errors.title}</Text>}
        </View>
        <View className={`sell-row ${errors.price ? 'sell-row--error' : ''}`}>
          <Text className='field__label'>价格（元）</Text>
          <Input
            className='field__input'
            type='number'
            value={d.priceYuan}
            maxlength={7}
            placeholder='整数，¥1-¥1,000,000'
            onInput={(e) => sell.update({ priceYuan: e.detail.value.replace(/\D/g, '') })}
            aria-label='价格'
          />
        </View>
        {errors.price && <Text className='field__error sell-error'>{errors.price}</Text>}
        <View className='sell-block'>
          <Text className='field__label'>找回包赔</Text>
          {guaranteeChoices(rules).map((g) => (
            <View
              key={g.value}
              className={`sell-option ${d.isGuarantee === g.value ? 'sell-option--on' : ''}`}
              onClick={() => sell.update({ isGuarantee: g.value })}
            >
              <Text className='sell-option__label'>{g.label}</Text>
              <Text className='sell-option__desc'>{g.desc}</Text>
            </View>
          ))}
        </View>
        <View className='sell-block' role='radiogroup' aria-label='交接方式'>
          <Text className='field__label'>交接方式</Text>
          {handoverChoices(rules, priceFen).map((h) => {
            const off = h.value === 'self' && !!staffReason
            const on = d.handoverMode === h.value
            return (
              <View key={h.value}>
                <View
                  className={`sell-option ${on ? 'sell-option--on' : ''} ${off ? 'sell-option--off' : ''}`}
                  role='radio'
                  aria-checked={on}
                  aria-disabled={off || undefined}
                  onClick={() => (off ? toast(staffReason!) : sell.update({ handoverMode: h.value }))}
                >
                  <Text className='sell-option__label'>{h.label}</Text>
                  <Text className='sell-option__desc'>{h.desc}</Text>
                </View>
                {h.value === 'staff' && (
                  <View className='sell-checklist'>
                    <View
                      className='sell-checklist__toggle'
                      role='button'
                      aria-expanded={checklistOpen}
                      onClick={() => setChecklistOpen(!checklistOpen)}
                    >
                      {checklistOpen ? '收起本游戏的检查项' : '查看本游戏的检查项'}
                    </View>
                    {checklistOpen && <HandoverChecklist gameId={d.gameId} />}
                  </View>
                )}
              </View>
            )
          })}
          {staffReason && <Text className='form-tip sell-handover-reason'>{staffReason}，不能选择自助交接。</Text>}
          {errors.handover && <Text className='field__error sell-error'>{errors.handover}</Text>}
        </View>
        <View className='sell-row' onClick={() => sell.update({ bargain: !d.bargain })}>
          <Text className='field__label'>可议价</Text>
          <Text className='sell-row__value'>{d.bargain ? '接受买家议价' : '不接受议价'}</Text>
          <View
            className={`sell-switch ${d.bargain ? 'sell-switch--on' : ''}`}
            role='switch'
            aria-checked={d.bargain}
          />
        </View>
        {sell.saveError && <Text className='form-tip'>{sell.saveError}</Text>}
        <View className='primary-btn' onClick={next} role='button'>
          下一步
        </View>
        <Text className='form-tip'>已填写的内容会自动保存为草稿，可随时回来继续。</Text>
      </View>

      <Popup visible={picking} position='bottom' round onClose={() => setPicking(false)} title='选择区服' closeable>
        {picking && (
          <DistrictPicker
            gameId={d.gameId}
            allowAll={false}
            selectedId={d.districtPath.length ? d.districtPath[d.districtPath.length - 1].id : null}
            onPick={(path) => {
              if (!path || path[path.length - 1].level !== 'server') {
                toast('请选到具体服务器')
                return
              }
              setPicking(false)
              sell.update({ districtPath: path.map((n) => ({ id: n.id, name: n.name })) })
            }}
          />
        )}
      </Popup>
    </PageShell>
  )
})

export default withBoundary('BasicInformation', withLogin('BasicInformation', BasicInformationPage))
