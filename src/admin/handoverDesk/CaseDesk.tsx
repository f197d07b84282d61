import { useEffect, useState } from 'react'
import { useDidHide } from '@tarojs/taro'
import { View, Text, Image, Input, Textarea } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import StateView from '../../components/StateView'
import { isCode } from '../../components/CredentialsCard'
import ImageViewer from '../../components/ImageViewer'
import ImageUploader, { type UploadedImage } from '../../components/ImageUploader'
import { Chat, type ChatInput } from '../../components/Chat'
import {
  handoverDeskApi,
  type HandoverCaseDetail,
  type HandoverDeliverBody,
  type HandoverDeskItem,
  type HandoverSellerLogin,
} from '../../api/handover'
import { ordersApi, type ChatMsg } from '../../api/orders'
import { useRemote } from '../../hooks/useRemote'
import { useStores } from '../../stores/root'
import { formatDateTime, formatYuan } from '../../utils/format'
import { mediaUrl } from '../../utils/platform'
import { navigateTo } from '../../utils/nav'
import { showModal } from '../../utils/modal'
import { toast, toastError } from '../../utils/toast'
import { pressable, useDesk } from '../frame/useDesk'
import { deliverBlocker, sellerAnswersText, waitedText } from './deskText'
import '../../styles/chips.scss'

/** What the server takes per item: up to six screenshots, a note of at most 200 characters. */
export const EVIDENCE_MAX = 6
const NOTE_MAX = 200

const ROLE_NAME: Record<ChatMsg['role'], string> = { buyer: '买家', seller: '卖家', staff: '官方客服', system: '系统' }
const RESULT_TEXT = { pass: '通过', fail: '不符' } as const

function Btn({
  children,
  onPress,
  ghost = false,
  disabled = false,
}: {
  children: string
  onPress: () => void
  ghost?: boolean
  disabled?: boolean
}) {
  const act = () => !disabled && onPress()
  return (
    <View
      className={`console-btn ${ghost ? 'console-btn--ghost' : ''} ${disabled ? 'hd-btn--off' : ''}`}
      role='button'
      aria-disabled={disabled}
      {...pressable(act)}
      onClick={act}
    >
      {children}
    </View>
  )
}

function Thumbs({ urls, label }: { urls: string[]; label: string }) {
  const [at, setAt] = useState<number | null>(null)
  if (!urls.length) return null
  return (
    <View className='hd-thumbs'>
      {urls.map((u, i) => (
        <View key={u} role='button' aria-label={`${label}的证据${i + 1}`} onClick={() => setAt(i)}>
          <Image className='hd-thumb' src={mediaUrl(u)} mode='aspectFill' />
        </View>
      ))}
      <ImageViewer images={urls} visible={at !== null} startIndex={at ?? 0} onClose={() => setAt(null)} />
    </View>
  )
}

/** One checklist line: read-only, or (for the holder of a worked case) 通过 / 不符, a note and screenshots. */
export function ItemRow({
  caseId,
  item,
  editable,
  onSaved,
}: {
  caseId: number
  item: HandoverDeskItem
  editable: boolean
  onSaved: (item: HandoverDeskItem) => void
}) {
  const [result, setResult] = useState<'pass' | 'fail' | null>(item.result)
  const [note, setNote] = useState(item.note ?? '')
  const [shots, setShots] = useState<UploadedImage[]>(item.evidence.map((url) => ({ url })))
  const [busy, setBusy] = useState(false)
  const dirty =
    result !== item.result ||
    note.trim() !== (item.note ?? '') ||
    shots.map((s) => s.url).join() !== item.evidence.join()

  const save = async () => {
    if (busy) return
    if (!result) return toast('请选择通过或不符')
    const n = note.trim()
    if (result === 'fail' && !n) return toast('请写明不符的情况')
    if (Array.from(n).length > NOTE_MAX) return toast(`备注最多${NOTE_MAX}字`)
    setBusy(true)
    try {
      const saved = await handoverDeskApi.check(caseId, item.key, {
        result,
        note: n,
        evidence: shots.map((s) => s.url),
      })
      toast('已保存')
      onSaved(saved)
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='hd-item' role='group' aria-label={item.label}>
      <View className='hd-item__bar'>
        <Text className='hd-item__label'>
          {item.position}. {item.label}
        </Text>
        <Text className={`hd-tag ${item.result ? `hd-tag--${item.result}` : ''}`}>
          {item.result ? RESULT_TEXT[item.result] : '未检查'}
        </Text>
      </View>
      {item.hint && <Text className='console-card__meta'>{item.hint}</Text>}
      {editable ? (
        <>
          <View className='chips hd-item__choice' role='radiogroup' aria-label={`${item.label}的结果`}>
            {(['pass', 'fail'] as const).map((r) => (
              <View
                key={r}
                className={`chip ${result === r ? 'chip--on' : ''}`}
                role='radio'
                aria-checked={result === r}
                onClick={() => setResult(r)}
              >
                {RESULT_TEXT[r]}
              </View>
            ))}
          </View>
          <Textarea
            className='console-form__text hd-item__note'
            value={note}
            maxlength={NOTE_MAX}
            placeholder={result === 'fail' ? '写明不符的情况（必填）' : '备注（选填），买家可见'}
            aria-label={`${item.label}的备注`}
            onInput={(e) => setNote(e.detail.value)}
          />
          <Text className='console-card__meta'>证据截图（最多{EVIDENCE_MAX}张，买家可见）</Text>
          <ImageUploader
            value={shots}
            max={EVIDENCE_MAX}
            onAdd={(img) => setShots((l) => [...l, img])}
            onRemove={(url) => setShots((l) => l.filter((s) => s.url !== url))}
          />
          <View className='console-card__actions'>
            <Btn onPress={() => void save()} disabled={busy || !dirty}>
              {busy ? '保存中…' : dirty ? '保存此项' : '已保存'}
            </Btn>
          </View>
        </>
      ) : (
        <>
          {item.note && <Text className='console-card__body'>备注：{item.note}</Text>}
          <Thumbs urls={item.evidence} label={item.label} />
          {item.buyerAnswer && (
            <Text className={`hd-answer ${item.buyerAnswer === 'dispute' ? 'hd-answer--bad' : ''}`}>
              买家：{item.buyerAnswer === 'ok' ? '确认无误' : `有问题${item.buyerNote ? `（${item.buyerNote}）` : ''}`}
            </Text>
          )}
        </>
      )}
    </View>
  )
}

const LOGIN_ROWS: [keyof HandoverSellerLogin, string][] = [
  ['account', '游戏账号'],
  ['password', '登录密码'],
  ['boundPhone', '绑定手机'],
  ['boundEmail', '绑定邮箱'],
  ['securityNotes', '密保/备注'],
]

/** The seller's login, for the holder only, after a dialog saying it is audited; hidden when the page is left. */
function SellerLogin({ caseId, open }: { caseId: number; open: boolean }) {
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
function Deliver({ c, onDone }: { c: HandoverCaseDetail; onDone: (d: HandoverCaseDetail) => void }) {
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
function Cancel({ c, onDone }: { c: HandoverCaseDetail; onDone: (d: HandoverCaseDetail) => void }) {
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

/**
 * One case at the handover desk (验号换绑, issue 40 item 1): the order's summary, 接手 / 放开, the
 * checklist with notes and screenshots, the seller's login for the holder, the three-party order
 * chat with the seller's answer times, 交付新账号 once every item passed, and the cancel of a
 * mismatch. At a desk the checklist and the conversation sit side by side.
 */
export const CaseDesk = observer(function CaseDesk({
  caseId,
  onBack,
}: {
  caseId: number
  /** Back to the queue; `changed` when the desk took, released, delivered or cancelled (the queue is read again). */
  onBack: (changed: boolean) => void
}) {
  const { app } = useStores()
  const me = app.user?.id ?? 0
  const desk = useDesk()
  const [state, reload] = useRemote(() => handoverDeskApi.detail(caseId), [caseId])
  const [live, setLive] = useState<HandoverCaseDetail | null>(null)
  const [changed, setChanged] = useState(false)
  const c = live ?? (state.status === 'ok' ? state.data : null)

  const back = (
    <View className='console-card__actions hd-bar'>
      <Btn ghost onPress={() => onBack(changed)}>
        返回队列
      </Btn>
    </View>
  )
  if (!c)
    return (
      <View className='hd-case'>
        {back}
        {state.status === 'loading' && <StateView kind='loading' />}
        {state.status === 'notFound' && <StateView kind='notFound' text='交接单不存在' />}
        {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      </View>
    )

  const mine = c.holderId === me
  const working = c.state === 'working'
  const open = c.state === 'waiting' || working
  const update = (d: HandoverCaseDetail) => {
    setLive(d)
    setChanged(true)
  }
  const act = async (call: () => Promise<HandoverCaseDetail>, done: string) => {
    try {
      update(await call())
      toast(done)
    } catch (e) {
      // 409 names who holds the case; 403 says the staff member is a party to the order
      toastError(e)
    }
  }
  const o = c.order
  const done = c.items.filter((it) => it.result === 'pass').length

  return (
    <View className={`hd-case ${desk ? 'hd-case--wide' : ''}`}>
      <View className='console-card__actions hd-bar'>
        <Btn ghost onPress={() => onBack(changed)}>
          返回队列
        </Btn>
        <Text className='hd-bar__holder'>
          {c.holderId === null ? '无人处理' : mine ? '由我处理' : `处理人 ${c.holderName || '其他客服'}`}
        </Text>
        {open && !mine && <Btn onPress={() => void act(() => handoverDeskApi.claim(c.caseId), '已接手')}>接手</Btn>}
        {working && mine && (
          <Btn ghost onPress={() => void act(() => handoverDeskApi.release(c.caseId), '已放开')}>
            放开
          </Btn>
        )}
      </View>

      <View className='hd-cols'>
        <View className='hd-col'>
          <View className='console-card' aria-label='订单摘要'>
            <View className='console-card__head'>
              <Text className='console-card__title'>{o.goodsTitle}</Text>
              <Text className={`hd-state hd-state--${c.state}`}>{c.stateText}</Text>
            </View>
            <Text className='console-card__meta'>
              订单 {c.orderNo} · {c.gameName} · 成交价 {formatYuan(o.priceFen)} · 验号换绑服务费{' '}
              {formatYuan(o.handoverFeeFen)}
            </Text>
            <Text className='console-card__meta'>
              买家 {o.buyerName}（ID {o.buyerId}）· 卖家 {o.sellerName}（ID {o.sellerId}）
            </Text>
            <Text className='console-card__meta'>
              付款 {formatDateTime(c.createdAt)}
              {c.waitingMinutes !== null ? ` · ${waitedText(c.state, c.waitingMinutes)}` : ''} · 已完成 {done}/
              {c.items.length} 项{c.deliveredAt ? ` · 交付 ${formatDateTime(c.deliveredAt)}` : ''}
            </Text>
            {c.cancelReason && <Text className='console-card__body'>取消原因：{c.cancelReason}</Text>}
            <View
              className='console-link hd-link'
              role='link'
              {...pressable(() => void navigateTo('adminOrder', { id: c.orderId }))}
              onClick={() => void navigateTo('adminOrder', { id: c.orderId })}
            >
              查看订单全貌
            </View>
          </View>

          <View className='console-card' aria-label='检查项'>
            <Text className='console-card__title'>
              检查项 {done}/{c.items.length}
            </Text>
            {!mine && open && <Text className='console-card__meta'>接手后才能填写检查项</Text>}
            {c.items.map((it) => (
              <ItemRow
                key={`${it.key}:${it.checkedAt ?? ''}`}
                caseId={c.caseId}
                item={it}
                editable={mine && working}
                onSaved={(saved) => update({ ...c, items: c.items.map((x) => (x.key === saved.key ? saved : x)) })}
              />
            ))}
          </View>
        </View>

        <View className='hd-col'>
          <SellerLogin caseId={c.caseId} open={mine && working} />

          <View className='console-card' aria-label='订单聊天'>
            <Text className='console-card__title'>
              订单聊天（买家、卖家与官方客服）{c.unread > 0 ? ` · ${c.unread} 条未读` : ''}
            </Text>
            {sellerAnswersText(c.sellerAnswers).map((t) => (
              <Text key={t} className='console-card__meta hd-answers'>
                {t}
              </Text>
            ))}
            <Chat<ChatMsg>
              threadKey={c.orderId}
              load={(afterId) => ordersApi.chat(c.orderId, afterId)}
              send={(body: ChatInput) => ordersApi.sendChat(c.orderId, body)}
              roleNames={ROLE_NAME}
              notice='你以「官方客服」身份发言，买家和卖家都会收到通知。换绑需要卖家手机的短信验证码时在此索要；不要留私人联系方式。'
              canSend={mine && (working || c.state === 'delivered')}
              closedText={
                open
                  ? c.holderId !== null && !mine
                    ? `该交接单由「${c.holderName || '其他客服'}」处理，接手后才能发言`
                    : '接手后才能在订单聊天中发言'
                  : '交接已结束，如需跟进请到订单全貌或售后仲裁处理'
              }
            />
          </View>

          {mine && working && <Deliver c={c} onDone={update} />}
          {mine && working && <Cancel c={c} onDone={update} />}
        </View>
      </View>
    </View>
  )
})

export default CaseDesk
