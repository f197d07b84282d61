import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import ConsoleFrame from '../frame/ConsoleFrame'
import StateView from '../../components/StateView'
import { siteAdminApi, type AdminSiteSettings } from '../../api/site'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import { checkSiteForm, toBody, toForm, type SiteForm } from './checkSite'
import { ImageField } from './ImageField'
import '../console.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** The form once loaded: keyed by the load so a save that returns new data starts it afresh. */
function SiteSettingsForm({ data, onSaved }: { data: AdminSiteSettings; onSaved: (d: AdminSiteSettings) => void }) {
  const [values, setValues] = useState<SiteForm>(() => toForm(data.fields, data.values))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const samples = new Set(data.samples)

  const set = (key: string, v: string) => {
    setValues((x) => ({ ...x, [key]: v }))
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }

  const save = async () => {
    if (busy) return
    const found = checkSiteForm(data.fields, values)
    setErrors(found)
    const first = data.fields.find((f) => found[f.key])
    if (first) {
      toast(found[first.key]!)
      return
    }
    setBusy(true)
    try {
      const saved = await siteAdminApi.save(toBody(data.fields, values))
      toast('已保存，各页面即时生效')
      onSaved(saved)
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='console-list'>
      <View className='console-card site-form'>
        <Text className='site-form__note'>
          这些信息显示在隐私政策、用户协议、人才招募、商务合作、平台介绍、联系客服与下载App页面，保存后立即生效。
        </Text>
        {samples.size > 0 && (
          <View className='site-form__warn' role='note'>
            标有「示例数据」的 {samples.size} 项仍是系统初始的示例内容，请核对为贵司的真实信息后保存。
          </View>
        )}
        {data.fields.map((f) => (
          <View key={f.key} className='console-form__row'>
            <View className='site-form__head'>
              <Text className='site-form__label'>{f.label}</Text>
              {samples.has(f.key) && <Text className='site-form__sample'>示例数据</Text>}
            </View>
            {f.kind === 'image' ? (
              <ImageField field={f} value={values[f.key] ?? ''} onChange={(url) => set(f.key, url)} />
            ) : (
              <Input
                className={`console-form__input ${errors[f.key] ? 'site-form__input--bad' : ''}`}
                value={values[f.key] ?? ''}
                maxlength={f.max + 20}
                onInput={(e) => set(f.key, e.detail.value)}
                // Enter in any field saves the form, as a desk form does
                onConfirm={() => void save()}
                aria-label={f.label}
                aria-invalid={errors[f.key] ? true : undefined}
              />
            )}
            {errors[f.key] ? (
              <View className='site-form__error' role='alert'>
                {errors[f.key]}
              </View>
            ) : (
              <Text className='site-form__hint'>{f.hint}</Text>
            )}
          </View>
        ))}
        <View className='console-card__actions'>
          <View className='console-btn' role='button' aria-disabled={busy} onClick={() => void save()}>
            {busy ? '保存中…' : '保存'}
          </View>
        </View>
        <Text className='site-form__foot'>
          {data.updateTime
            ? `上次保存：${formatDateTime(data.updateTime)} · ${data.updatedBy ?? ''}`
            : '尚未有运营保存过站点设置'}
        </Text>
      </View>
    </View>
  )
}

/**
 * 站点设置: company, contacts, addresses, ICP line and service hours that the content pages show,
 * and the mini-program codes 下载App shows.
 */
function AdminSitePage() {
  const [loaded, setLoaded] = useState<AdminSiteSettings | null>(null)
  const [state, reload] = useRemote(() => siteAdminApi.get(), [])
  const data = loaded ?? (state.status === 'ok' ? state.data : null)
  return (
    <ConsoleFrame route='adminSite'>
      {state.status === 'loading' && !loaded && <StateView kind='loading' />}
      {state.status === 'error' && !loaded && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {data && <SiteSettingsForm key={data.updateTime ?? 'sample'} data={data} onSaved={setLoaded} />}
    </ConsoleFrame>
  )
}

export default withBoundary('adminSite', withLogin('adminSite', AdminSitePage))
