import { useCallback, useMemo, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { adminConsoleApi, type AdminAudit, type AdminClientError, type LogFilter } from '../../api/admin'
import { formatDateTime } from '../../utils/format'
import ConsoleFrame from '../frame/ConsoleFrame'
import DataTable, { type Column } from '../frame/DataTable'
import { pressable } from '../frame/useDesk'
import { actionText } from './actionText'
import { changeLines } from './changeText'
import { usePage } from '../frame/usePage'
import '../console.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

type Kind = 'audit' | 'clientError'
const KINDS: { key: Kind; label: string; hint: string }[] = [
  { key: 'audit', label: '操作日志', hint: '操作、对象类型、操作人或对象编号' },
  { key: 'clientError', label: '页面报错', hint: '错误信息、页面或版本' },
]
type Filter = Omit<LogFilter, 'pageNum' | 'pageSize'>

const AUDIT: Column<AdminAudit>[] = [
  { key: 'time', label: '时间', width: 'minmax(0, 1.2fr)', render: (r) => formatDateTime(r.createTime) },
  {
    key: 'who',
    label: '操作人',
    render: (r) => (
      <>
        <Text>{r.actor.nickName}</Text>
        <Text className='data-table__sub'>ID {r.actor.id}</Text>
      </>
    ),
  },
  {
    key: 'what',
    label: '操作 / 对象',
    width: 'minmax(0, 1.3fr)',
    sort: (r) => r.action,
    render: (r) => (
      <>
        <Text>{actionText(r.action)}</Text>
        <Text className='data-table__sub'>
          {r.action} · #{r.targetId}
        </Text>
      </>
    ),
  },
  {
    key: 'change',
    label: '变更（前 → 后）',
    width: 'minmax(0, 3fr)',
    render: (r) => {
      const lines = changeLines(r.before, r.after)
      if (!lines.length) return <Text className='data-table__sub'>无字段变化</Text>
      return (
        <View className='logs__changes'>
          {lines.map((l) => (
            <Text key={l.field} className='logs__change'>
              {l.field}：{l.before} → {l.after}
            </Text>
          ))}
        </View>
      )
    },
  },
]

const ERRORS: Column<AdminClientError>[] = [
  { key: 'time', label: '时间', width: 'minmax(0, 1.2fr)', render: (r) => formatDateTime(r.createTime) },
  {
    key: 'route',
    label: '页面',
    width: 'minmax(0, 1.6fr)',
    sort: (r) => r.route,
    render: (r) => (
      <>
        <Text>{r.route}</Text>
        <Text className='data-table__sub'>
          {r.platform || '未知端'} · {r.appVersion || '未知版本'}
          {r.userId ? ` · 用户 ${r.userId}` : ' · 未登录'}
        </Text>
      </>
    ),
  },
  {
    key: 'message',
    label: '错误',
    width: 'minmax(0, 3fr)',
    render: (r) => (
      <>
        <Text>{r.message}</Text>
        {r.stack && <Text className='data-table__sub logs__json'>{r.stack.split('\n').slice(0, 3).join('\n')}</Text>}
      </>
    ),
  },
]

function AuditList({ filter }: { filter: Filter }) {
  const fetch = useCallback(
    (pageNum: number, pageSize: number) => adminConsoleApi.audit({ ...filter, pageNum, pageSize }),
    [filter],
  )
  return <DataTable label='操作日志' columns={AUDIT} page={usePage<AdminAudit>(fetch)} />
}
function ErrorList({ filter }: { filter: Filter }) {
  const fetch = useCallback(
    (pageNum: number, pageSize: number) => adminConsoleApi.clientErrors({ ...filter, pageNum, pageSize }),
    [filter],
  )
  return <DataTable label='页面报错' columns={ERRORS} page={usePage<AdminClientError>(fetch)} />
}

/**
 * The audit log (who changed what, before and after) and the pages' error reports (页面出错了),
 * newest first, searched by words and by day. The server checks the days and answers a bad one
 * with its reason, which the list shows.
 */
function AdminLogsPage() {
  const [kind, setKind] = useState<Kind>('audit')
  const [form, setForm] = useState({ keyword: '', from: '', to: '' })
  const [applied, setApplied] = useState(form)
  const filter = useMemo<Filter>(
    () => ({
      keyword: applied.keyword.trim() || undefined,
      from: applied.from.trim() || undefined,
      to: applied.to.trim() || undefined,
    }),
    [applied],
  )
  const search = () => setApplied(form)
  const set = (k: keyof typeof form) => (e: { detail: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.detail.value }))
  const hint = KINDS.find((k) => k.key === kind)!.hint

  return (
    <ConsoleFrame route='adminLogs'>
      <View className='console-tabs' role='tablist'>
        {KINDS.map((k) => (
          <View
            key={k.key}
            className={`console-tab ${k.key === kind ? 'console-tab--on' : ''}`}
            role='tab'
            aria-selected={k.key === kind}
            {...pressable(() => setKind(k.key))}
            onClick={() => setKind(k.key)}
          >
            {k.label}
          </View>
        ))}
      </View>
      <View className='logs__filter console-form' role='search'>
        <View className='logs__field logs__field--wide'>
          <Text className='console-form__label'>关键词</Text>
          <Input
            className='console-form__input'
            value={form.keyword}
            maxlength={100}
            placeholder={hint}
            aria-label='关键词'
            confirmType='search'
            onInput={set('keyword')}
            onConfirm={search}
          />
        </View>
        <View className='logs__field'>
          <Text className='console-form__label'>开始日期</Text>
          <Input
            className='console-form__input'
            value={form.from}
            maxlength={10}
            placeholder='年-月-日'
            aria-label='开始日期'
            onInput={set('from')}
            onConfirm={search}
          />
        </View>
        <View className='logs__field'>
          <Text className='console-form__label'>结束日期</Text>
          <Input
            className='console-form__input'
            value={form.to}
            maxlength={10}
            placeholder='年-月-日'
            aria-label='结束日期'
            onInput={set('to')}
            onConfirm={search}
          />
        </View>
        <View className='console-btn logs__go' role='button' {...pressable(search)} onClick={search}>
          查询
        </View>
      </View>
      {kind === 'audit' ? <AuditList filter={filter} /> : <ErrorList filter={filter} />}
    </ConsoleFrame>
  )
}

export default withBoundary('adminLogs', withLogin('adminLogs', AdminLogsPage))
