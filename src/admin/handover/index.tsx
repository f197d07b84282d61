import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import ConsoleFrame from '../frame/ConsoleFrame'
import { pressable, useDesk } from '../frame/useDesk'
import StateView from '../../components/StateView'
import { handoverAdminApi, type HandoverTemplateRow } from '../../api/handover'
import { errorMessage } from '../../api/errors'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime } from '../../utils/format'
import { showModal } from '../../utils/modal'
import { toast } from '../../utils/toast'
import {
  checkItems,
  freshKey,
  HINT_MAX,
  ITEMS_MAX,
  KEY_MAX,
  LABEL_MAX,
  LIMITS_TEXT,
  toBody,
  type EditItem,
  type ItemErrors,
} from './checkItems'
import '../console.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

let nextUid = 1
const editable = (row: HandoverTemplateRow): EditItem[] => row.items.map((it) => ({ ...it, uid: nextUid++ }))
const same = (a: readonly EditItem[], b: HandoverTemplateRow['items']) =>
  a.length === b.length && a.every((it, i) => it.key === b[i].key && it.label === b[i].label && it.hint === b[i].hint)

/** When the game's list was last changed, and by whom (a seeded list has no editor). */
function changedText(row: HandoverTemplateRow): string {
  if (!row.hasTemplate) return '使用通用清单，尚未单独设置'
  if (!row.updatedAt) return '系统默认清单'
  return `上次修改 ${formatDateTime(row.updatedAt)} · ${row.updatedByName || '系统默认'}`
}

/** One game's checklist being edited: add, remove, move up and down, and save the whole list. */
function TemplateEditor({
  row,
  onSaved,
  onBack,
  onDirty,
}: {
  row: HandoverTemplateRow
  /** Reloads the list after a save (the editor then starts again from what the server kept). */
  onSaved: () => Promise<void>
  /** A phone shows the list or the editor: back to the list (a desk shows both). */
  onBack?: () => void
  onDirty: (dirty: boolean) => void
}) {
  const [items, setItemsState] = useState<EditItem[]>(() => editable(row))
  const [errors, setErrors] = useState<{ list: string; rows: ItemErrors } | null>(null)
  // the server's refusal, in its words, beside the button that sent the list
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  const setItems = (next: EditItem[]) => {
    setItemsState(next)
    onDirty(!same(next, row.items))
    setServerError('')
    // once shown, errors follow the edits: each goes as its field is fixed
    if (errors) setErrors(checkItems(next))
  }
  const edit = (uid: number, patch: Partial<EditItem>) =>
    setItems(items.map((it) => (it.uid === uid ? { ...it, ...patch } : it)))
  const move = (i: number, by: -1 | 1) => {
    const next = [...items]
    ;[next[i], next[i + by]] = [next[i + by], next[i]]
    setItems(next)
  }
  const add = () => setItems([...items, { uid: nextUid++, key: freshKey(items), label: '', hint: '' }])
  const remove = (uid: number) => setItems(items.filter((it) => it.uid !== uid))

  const save = async () => {
    if (busy) return
    const found = checkItems(items)
    setErrors(found)
    const first = found.list || Object.values(found.rows).flatMap((e) => Object.values(e))[0]
    if (first) {
      toast(first)
      return
    }
    setBusy(true)
    try {
      await handoverAdminApi.save(row.gameId, toBody(items))
      toast('已保存，新订单按此清单核对')
      onDirty(false)
      await onSaved()
    } catch (e) {
      setServerError(errorMessage(e) || '保存失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }

  const dirty = !same(items, row.items)
  const shown = errors ?? { list: '', rows: {} }
  return (
    <View className='console-card ho-editor' aria-label={`${row.gameName}的检查项`}>
      <View className='ho-editor__head'>
        {onBack && (
          <View className='console-link ho-editor__back' role='link' {...pressable(onBack)} onClick={onBack}>
            ‹ 全部游戏
          </View>
        )}
        <Text className='console-card__title'>{row.gameName} · 检查项</Text>
        <Text className='console-card__meta'>{changedText(row)}</Text>
        <Text className='ho-editor__limits'>{LIMITS_TEXT}</Text>
      </View>
      {items.map((it, i) => {
        const e = shown.rows[it.uid] ?? {}
        return (
          <View key={it.uid} className='ho-item' role='group' aria-label={`第${i + 1}项`}>
            <View className='ho-item__bar'>
              <Text className='ho-item__no'>第 {i + 1} 项</Text>
              <View className='ho-item__tools'>
                <View
                  className={`console-btn console-btn--ghost ho-item__tool ${i === 0 ? 'ho-item__tool--off' : ''}`}
                  role='button'
                  aria-label={`第${i + 1}项上移`}
                  aria-disabled={i === 0 || undefined}
                  {...pressable(() => i > 0 && move(i, -1))}
                  onClick={() => i > 0 && move(i, -1)}
                >
                  上移
                </View>
                <View
                  className={`console-btn console-btn--ghost ho-item__tool ${i === items.length - 1 ? 'ho-item__tool--off' : ''}`}
                  role='button'
                  aria-label={`第${i + 1}项下移`}
                  aria-disabled={i === items.length - 1 || undefined}
                  {...pressable(() => i < items.length - 1 && move(i, 1))}
                  onClick={() => i < items.length - 1 && move(i, 1)}
                >
                  下移
                </View>
                <View
                  className={`console-btn console-btn--ghost ho-item__tool ${items.length <= 1 ? 'ho-item__tool--off' : ''}`}
                  role='button'
                  aria-label={`删除第${i + 1}项`}
                  aria-disabled={items.length <= 1 || undefined}
                  {...pressable(() => items.length > 1 && remove(it.uid))}
                  onClick={() => (items.length > 1 ? remove(it.uid) : toast('清单至少保留一项'))}
                >
                  删除
                </View>
              </View>
            </View>
            <View className='ho-item__fields'>
              <View className='ho-item__field ho-item__field--key'>
                <Text className='console-form__label'>标识</Text>
                <Input
                  className={`console-form__input ${e.key ? 'ho-item__input--bad' : ''}`}
                  value={it.key}
                  maxlength={KEY_MAX + 10}
                  onInput={(ev) => edit(it.uid, { key: ev.detail.value })}
                  aria-label={`第${i + 1}项标识`}
                  aria-invalid={e.key ? true : undefined}
                />
              </View>
              <View className='ho-item__field'>
                <Text className='console-form__label'>名称</Text>
                <Input
                  className={`console-form__input ${e.label ? 'ho-item__input--bad' : ''}`}
                  value={it.label}
                  maxlength={LABEL_MAX + 10}
                  placeholder='如：登录正常'
                  onInput={(ev) => edit(it.uid, { label: ev.detail.value })}
                  aria-label={`第${i + 1}项名称`}
                  aria-invalid={e.label ? true : undefined}
                />
              </View>
              <View className='ho-item__field ho-item__field--hint'>
                <Text className='console-form__label'>说明（客服如何核对）</Text>
                <Input
                  className={`console-form__input ${e.hint ? 'ho-item__input--bad' : ''}`}
                  value={it.hint}
                  maxlength={HINT_MAX + 10}
                  placeholder='可不填'
                  onInput={(ev) => edit(it.uid, { hint: ev.detail.value })}
                  aria-label={`第${i + 1}项说明`}
                  aria-invalid={e.hint ? true : undefined}
                />
              </View>
            </View>
            {[e.key, e.label, e.hint].filter(Boolean).map((m) => (
              <View key={m} className='ho-item__error' role='alert'>
                {m}
              </View>
            ))}
          </View>
        )
      })}
      {shown.list && (
        <View className='ho-item__error' role='alert'>
          {shown.list}
        </View>
      )}
      <View
        className={`console-new ho-editor__add ${items.length >= ITEMS_MAX ? 'ho-item__tool--off' : ''}`}
        role='button'
        aria-disabled={items.length >= ITEMS_MAX || undefined}
        {...pressable(() => items.length < ITEMS_MAX && add())}
        onClick={() => (items.length < ITEMS_MAX ? add() : toast(`最多${ITEMS_MAX}项`))}
      >
        + 添加检查项
      </View>
      {serverError && (
        <View className='ho-editor__server-error' role='alert'>
          保存失败：{serverError}
        </View>
      )}
      <View className='console-card__actions'>
        {dirty && <Text className='ho-editor__dirty'>有未保存的修改</Text>}
        <View
          className={`console-btn console-btn--ghost ${dirty ? '' : 'ho-item__tool--off'}`}
          role='button'
          aria-disabled={!dirty || undefined}
          {...pressable(() => dirty && setItems(editable(row)))}
          onClick={() => dirty && setItems(editable(row))}
        >
          撤销修改
        </View>
        <View
          className='console-btn'
          role='button'
          aria-disabled={busy}
          {...pressable(() => void save())}
          onClick={() => void save()}
        >
          {busy ? '保存中…' : '保存'}
        </View>
      </View>
    </View>
  )
}

/**
 * 交接检查项: what staff check, item by item, when a game's account is handed over by 平台验号换绑.
 * Each game has its own list (a game without one uses the generic list); sellers and buyers read
 * the same list on the sell form and the listing's page. Every save is in the audit log.
 */
function AdminHandoverPage() {
  const desk = useDesk()
  const [state, reload] = useRemote(() => handoverAdminApi.templates(), [])
  // the list as reloaded after a save (who changed it and when come from the server)
  const [saved, setSaved] = useState<HandoverTemplateRow[] | null>(null)
  const [openId, setOpenId] = useState<number | null>(null)
  const [dirty, setDirty] = useState(false)
  const rows = saved ?? (state.status === 'ok' ? state.data.rows : [])
  // a desk opens the first game at once; a phone starts with the list
  const shownId = openId ?? (desk ? (rows[0]?.gameId ?? null) : null)
  const open = rows.find((r) => r.gameId === shownId) ?? null

  const choose = async (gameId: number | null) => {
    if (gameId === shownId) return
    if (dirty) {
      const res = await showModal({
        title: '放弃未保存的修改？',
        content: '当前游戏的检查项还没有保存，离开后修改将丢失。',
        confirmText: '放弃修改',
        cancelText: '继续编辑',
      })
      if (!res.confirm) return
    }
    setDirty(false)
    setOpenId(gameId)
  }

  const list = (
    <View className='console-card ho-games' role='list' aria-label='各游戏的检查项'>
      {rows.map((r) => {
        const on = r.gameId === shownId
        return (
          <View
            key={r.gameId}
            className={`ho-game ${on ? 'ho-game--on' : ''}`}
            role='listitem'
            aria-current={on ? 'true' : undefined}
            {...pressable(() => void choose(r.gameId))}
            onClick={() => void choose(r.gameId)}
          >
            <View className='ho-game__head'>
              <Text className='ho-game__name'>{r.gameName}</Text>
              <Text className='ho-game__count'>{r.items.length} 项</Text>
            </View>
            <Text className='ho-game__meta'>{changedText(r)}</Text>
          </View>
        )
      })}
    </View>
  )

  return (
    <ConsoleFrame route='adminHandover'>
      {state.status === 'loading' && <StateView kind='loading' />}
      {(state.status === 'error' || state.status === 'notFound') && (
        <StateView kind='error' text={state.status === 'error' ? state.msg || undefined : undefined} onRetry={reload} />
      )}
      {state.status === 'ok' && rows.length === 0 && <StateView kind='empty' text='还没有游戏' />}
      {state.status === 'ok' && rows.length > 0 && (
        <View className={`ho-desk ${desk ? 'ho-desk--wide' : ''}`}>
          {(desk || !open) && list}
          {open && (
            <TemplateEditor
              // a save reloads the list: the editor starts again from what the server kept
              key={`${open.gameId}:${open.updatedAt ?? ''}`}
              row={open}
              onDirty={setDirty}
              onSaved={async () => {
                // saved already; a failed reload leaves the list as it was until the page is opened again
                const fresh = await handoverAdminApi.templates().catch(() => null)
                if (fresh) setSaved(fresh.rows)
              }}
              onBack={desk ? undefined : () => void choose(null)}
            />
          )}
        </View>
      )}
    </ConsoleFrame>
  )
}

export default withBoundary('adminHandover', withLogin('adminHandover', AdminHandoverPage))
