import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import VerifyBox from '../../components/VerifyBox'
import ImageViewer from '../../components/ImageViewer'
import { contactApi, type StaffItem } from '../../api/support'
import { siteApi, type SiteSettings } from '../../api/site'
import { useRemote } from '../../hooks/useRemote'
import { copyText } from '../../utils/clipboard'
import { navigateTo } from '../../utils/nav'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** The staff types the server stores: 1 业务, 2 客服, 3 寄售, 4 包赔, 5 找回. 0 is "all". */
const TYPES = [
  { type: 0, label: '全部' },
  { type: 2, label: '客服' },
  { type: 1, label: '业务' },
  { type: 3, label: '寄售' },
  { type: 4, label: '包赔' },
  { type: 5, label: '找回' },
]

function StaffCard({ s, onQr }: { s: StaffItem; onQr: (url: string) => void }) {
  return (
    <View className='kefu-staff'>
      <View className='kefu-staff__head'>
        <Text className='kefu-staff__name'>{s.name}</Text>
        <Text className='kefu-tag'>{s.typeName}</Text>
        <Text className={`kefu-duty ${s.onDuty ? 'kefu-duty--on' : ''}`}>{s.onDuty ? '在线' : '离线'}</Text>
      </View>
      <Text className='kefu-staff__meta'>
        工作时间 {s.workHours}
        {s.games.length ? ` · ${s.games.join('、')}` : ''}
      </Text>
      <View className='kefu-staff__body'>
        <View className='kefu-staff__ids'>
          {s.qq && (
            <View className='kefu-id' onClick={() => void copyText(s.qq!, 'QQ号')}>
              <Text className='kefu-id__label'>QQ</Text>
              <Text className='kefu-id__value'>{s.qq}</Text>
              <Text className='kefu-id__copy'>复制</Text>
            </View>
          )}
          {s.wechat && (
            <View className='kefu-id' onClick={() => void copyText(s.wechat!, '微信号')}>
              <Text className='kefu-id__label'>微信</Text>
              <Text className='kefu-id__value'>{s.wechat}</Text>
              <Text className='kefu-id__copy'>复制</Text>
            </View>
          )}
        </View>
        {s.qrCode && (
          <Image
            className='kefu-staff__qr'
            src={mediaUrl(s.qrCode)}
            mode='aspectFit'
            onClick={() => onQr(s.qrCode!)}
            aria-label={`${s.name}的二维码`}
          />
        )}
      </View>
    </View>
  )
}

/** The hotline, e-mail and hours operators set in the console (站点设置); each copies on tap. */
/**
 * Whether a site setting is set. An unset one (empty, or never filled in) hides its row: a page
 * never shows a placeholder or an invented contact in its place (issue 37).
 */
export const isSet = (v: string | null | undefined): v is string => !!v && v.trim().length > 0

export function SiteContacts({ s }: { s: SiteSettings }) {
  const rows = [
    { label: '客服电话', value: s.phone.service, sub: s.serviceHours, what: '电话' },
    { label: '客服邮箱', value: s.email.service, sub: '邮件一般在 1 个工作日内回复', what: '邮箱' },
  ].filter((r) => isSet(r.value))
  if (!rows.length) return null
  return (
    <View className='kefu-section' aria-label='官方联系方式'>
      <Text className='kefu-section__title'>官方联系方式</Text>
      {rows.map((r) => (
        <View key={r.label} className='kefu-row' onClick={() => void copyText(r.value, r.what)}>
          <View className='kefu-row__main'>
            <Text className='kefu-row__name'>
              {r.label} {r.value}
            </Text>
            {isSet(r.sub) && <Text className='kefu-row__sub'>{r.sub}</Text>}
          </View>
          <Text className='kefu-id__copy'>复制</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * 联系客服: the one official contact list (staff by what they handle, groups, social accounts),
 * with the verify box, because fake customer service is the commonest scam in this trade.
 */
function ContactkefuPage() {
  const [type, setType] = useState(0)
  const [qr, setQr] = useState<string | null>(null)
  const [staff, reloadStaff] = useRemote(() => (type ? contactApi.staffOfType(type) : contactApi.staff()), [type])
  const [groups] = useRemote(() => contactApi.groups(), [])
  const [social] = useRemote(() => contactApi.social(), [])
  const [site] = useRemote(() => siteApi.settings(), [])

  return (
    <PageShell route='contactkefu'>
      <View className='kefu-warn' role='note'>
        <Text className='kefu-warn__title'>安全提醒</Text>
        <Text className='kefu-warn__text'>
          号市工作人员不会以任何理由要求你在平台外付款、扫码转账、缴纳“保证金/解冻费”，也不会索要短信验证码。添加客服前请先核验身份。
        </Text>
      </View>

      <VerifyBox />

      {site.status === 'ok' && <SiteContacts s={site.data} />}

      <View className='kefu-section'>
        <Text className='kefu-section__title'>官方客服</Text>
        <View className='kefu-types' role='tablist'>
          {TYPES.map((t) => (
            <View
              key={t.type}
              className={`kefu-type ${t.type === type ? 'kefu-type--on' : ''}`}
              onClick={() => setType(t.type)}
              role='tab'
            >
              {t.label}
            </View>
          ))}
        </View>
        {staff.status === 'loading' && <StateView kind='loading' />}
        {staff.status === 'error' && <StateView kind='error' text={staff.msg || undefined} onRetry={reloadStaff} />}
        {staff.status === 'ok' && staff.data.length === 0 && <StateView kind='empty' />}
        {staff.status === 'ok' && staff.data.map((s) => <StaffCard key={s.id} s={s} onQr={setQr} />)}
      </View>

      <View className='kefu-section'>
        <Text className='kefu-section__title'>官方QQ群</Text>
        {groups.status === 'ok' && groups.data.length === 0 && <StateView kind='empty' />}
        {groups.status === 'ok' &&
          groups.data.map((g) => (
            <View key={g.id} className='kefu-row' onClick={() => void copyText(g.qq, '群号')}>
              <View className='kefu-row__main'>
                <Text className='kefu-row__name'>{g.name}</Text>
                <Text className='kefu-row__sub'>
                  {g.gameName ?? '综合'} · 群号 {g.qq}
                </Text>
              </View>
              {g.full ? (
                <Text className='kefu-tag kefu-tag--grey'>已满</Text>
              ) : (
                <Text className='kefu-id__copy'>复制群号</Text>
              )}
            </View>
          ))}
        {groups.status === 'error' && <StateView kind='error' text={groups.msg || undefined} />}
      </View>

      <View className='kefu-section'>
        <Text className='kefu-section__title'>官方社交账号</Text>
        {social.status === 'ok' &&
          social.data.map((s) => (
            <View key={s.id} className='kefu-row' onClick={() => void copyText(s.account, '账号')}>
              <View className='kefu-row__main'>
                <Text className='kefu-row__name'>
                  {s.platformName} · {s.name}
                </Text>
                <Text className='kefu-row__sub'>{s.account}</Text>
              </View>
              {s.qrCode ? (
                <Image
                  className='kefu-row__qr'
                  src={mediaUrl(s.qrCode)}
                  mode='aspectFit'
                  onClick={(e) => {
                    e.stopPropagation()
                    setQr(s.qrCode)
                  }}
                />
              ) : (
                <Text className='kefu-id__copy'>复制</Text>
              )}
            </View>
          ))}
        {social.status === 'error' && <StateView kind='error' text={social.msg || undefined} />}
      </View>

      <View className='kefu-links'>
        <Text className='kefu-links__item' onClick={() => void navigateTo('security')}>
          防骗中心
          <Icon of={ArrowRight} className='hs-chevron' />
        </Text>
        <Text className='kefu-links__item' onClick={() => void navigateTo('fankui')}>
          问题反馈
          <Icon of={ArrowRight} className='hs-chevron' />
        </Text>
        {/* a complaint is a way of contacting us too: before this, 投诉建议 was only inside 我的问题 */}
        <Text className='kefu-links__item' onClick={() => void navigateTo('suggest')}>
          投诉建议
          <Icon of={ArrowRight} className='hs-chevron' />
        </Text>
      </View>
      {site.status === 'ok' && (
        <View className='kefu-foot'>
          {[site.data.company, site.data.address.office, site.data.icp].filter(isSet).map((line) => (
            <Text key={line} className='kefu-foot__line'>
              {line}
            </Text>
          ))}
        </View>
      )}
      <ImageViewer images={qr ? [qr] : []} visible={qr !== null} startIndex={0} onClose={() => setQr(null)} />
    </PageShell>
  )
}

export default withBoundary('contactkefu', ContactkefuPage)
