import { useEffect, useState } from 'react'
import { useDidHide } from '@tarojs/taro'
import { View, Text, Input, Textarea } from '@tarojs/components'
import { isCode } from '../../components/CredentialsCard'
import {
  handoverDeskApi,
  type HandoverCaseDetail,
  type HandoverDeliverBody,
  type HandoverSellerLogin,
} from '../../api/handover'
import { showModal } from '../../utils/modal'
import { toast, toastError } from '../../utils/toast'
import { deliverBlocker } from './deskText'
import { Btn } from './ItemRow'

const LOGIN_ROWS: [keyof HandoverSellerLogin, string][] = [
  ['account', '游戏账号'],
  ['password', '登录密码'],
  ['boundPhone', '绑定手机'],
  ['boundEmail', '绑定邮箱'],
  ['securityNotes', '密保/备注'],
]

/** The seller's login, for the holder only, after a dialog saying it is audited; hidden when the page is left. */
export function SellerLogin({ caseId, open }: { caseId: number; open: boolean }) {
  const [login, setLogin] = useState<HandoverSellerLogin | null>(null)
  useDidHide(() => setLogin(null))
  // released, delivered or cancelled: the window closes with the case
  useEffect(() => {
    if (!open) setLogin(null)
  }, [open])
  const show = async () => {
    const res = await showModal({
      title: '查看卖家的原账号？',
      content: '每次查看都会记入操作日志。账号只在本页显示给你，离开本页即隐藏。',
      confirmText: '查看',
      cancelText: '取消',
    })
    if (!res.confirm) return
    try {
      setLogin(await handoverDeskApi.credentials(caseId))
    } catch (e) {
      toastError(e)
    }
  }
  if (!open) return null
  return (
    <View className='console-card' aria-label='卖家原账号'>
      <Text className='console-card__title'>卖家原账号</Text>
      {login ? (
        <>
          {LOGIN_ROWS.filter(([k]) => login[k]).map(([k, label]) => (
            <View key={k} className='hd-login'>
              <Text className='hd-login__k'>{label}</Text>
              {/* a value typed letter by letter elsewhere in a fixed-width face; a sentence in Chinese in the page's */}
              <Text className={`hd-login__v ${isCode(String(login[k])) ? 'hd-login__v--code' : ''}`} userSelect>
                {login[k]}
              </Text>
            </View>
          ))}
          <View className='console-card__actions'>
            <Btn ghost onPress={() => setLogin(null)}>
              隐藏
            </Btn>
          </View>
        </>
      ) : (
        <>
          <Text className='console-card__meta'>登录核对、换绑时使用；每次查看记入操作日志。</Text>
          <View className='console-card__actions'>
            <Btn onPress={() => void show()}>查看原账号</Btn>
          </View>
        </>
      )}
    </View>
  )
}

const EMPTY_LOGIN = { account: '', password: '', boundPhone: '', boundEmail: '', note: '' }
const LOGIN_FIELDS: [keyof typeof EMPTY_LOGIN, string, string][] = [
  ['account', '新的登录账号', '换绑后的登录账号（必填）'],
  ['password', '新的登录密码', '换绑后的登录密码（必填）'],
  ['boundPhone', '现绑定手机', '如：已换绑为买家的手机号'],
  ['boundEmail', '现绑定邮箱', '选填'],
  ['note', '给买家的说明', '密保问题、注意事项等（选填）'],
]

/** 交付新账号: open when every item passed; sealed by the server for the buyer's reveal only. */
export function Deliver({ c, onDone }: { c: HandoverCaseDetail; onDone: (d: HandoverCaseDetail) => void }) {
  const [form, setForm] = useState(EMPTY_LOGIN)
  const [busy, setBusy] = useState(false)
  const blocker = deliverBlocker(c.items)
  const send = async () => {
    if (busy || blocker) return
    const body: HandoverDeliverBody = { account: form.account.trim(), password: form.password }
    if (!body.account || !body.password) return toast('请填写新的登录账号和密码')
    for (const k of ['boundPhone', 'boundEmail', 'note'] as const) if (form[k].trim()) body[k] = form[k].trim()
    const res = await showModal({
      title: '把新账号交付给买家？',
      content: '新的账号信息加密保存，只有买家能查看，卖家看不到；买家将对照你的检查结果逐项确认。',
      confirmText: '交付',
      cancelText: '取消',
    })
    if (!res.confirm) return
    setBusy(true)
    try {
      const d = await handoverDeskApi.deliver(c.caseId, body)
      setForm(EMPTY_LOGIN)
      toast('已交付，等待买家确认')
      onDone(d)
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='console-card' aria-label='交付新账号'>
      <Text className='console-card__title'>交付新账号</Text>
      {blocker && <Text className='hd-warn'>{blocker}</Text>}
      {LOGIN_FIELDS.map(([k, label, placeholder]) => (
        <View key={k} className='console-form__row'>
          <Text className='console-form__label'>{label}</Text>
          <Input
            className='console-form__input'
            value={form[k]}
            password={k === 'password'}
            maxlength={k === 'note' ? 200 : 64}
            placeholder={placeholder}
            aria-label={label}
            onInput={(e) => setForm((f) => ({ ...f, [k]: e.detail.value }))}
          />
        </View>
      ))}
      <View className='console-card__actions'>
        <Btn onPress={() => void send()} disabled={busy || !!blocker}>
          {busy ? '交付中…' : '交付新账号'}
        </Btn>
      </View>
    </View>
  )
}

/** 验号不符，取消订单: a reason, then a dialog saying the buyer is refunded in full. */
export function Cancel({ c, onDone }: { c: HandoverCaseDetail; onDone: (d: HandoverCaseDetail) => void }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const send = async () => {
    if (busy) return
    const r = reason.trim()
    const n = Array.from(r).length
    if (n < 2 || n > 200) return toast('取消原因应为2-200字')
    const res = await showModal({
      title: '取消订单并退款给买家？',
      content: `原因：${r}\n买家将获全额退款，订单关闭，不可撤销。`,
      confirmText: '取消并退款',
      cancelText: '再想想',
    })
    if (!res.confirm) return
    setBusy(true)
    try {
      const d = await handoverDeskApi.cancel(c.caseId, r)
      toast('已取消并退款')
      onDone(d)
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='console-card hd-cancel'>
      {!open ? (
        <View className='console-card__actions hd-cancel__bar'>
          <Btn ghost onPress={() => setOpen(true)}>
            验号不符，取消订单
          </Btn>
        </View>
      ) : (
        <>
          <Text className='console-card__title'>验号不符，取消订单</Text>
          <Text className='console-card__meta'>账号与描述不符时使用：订单取消，买家全额退款，原因会告知买卖双方。</Text>
          <Textarea
            className='console-form__text'
            value={reason}
            maxlength={200}
            placeholder='写明与商品描述不符之处（2-200字）'
            aria-label='取消原因'
            onInput={(e) => setReason(e.detail.value)}
          />
          <View className='console-card__actions'>
            <Btn ghost onPress={() => setOpen(false)}>
              收起
            </Btn>
            <Btn onPress={() => void send()} disabled={busy}>
              {busy ? '处理中…' : '取消订单并退款'}
            </Btn>
          </View>
        </>
      )}
    </View>
  )
}
