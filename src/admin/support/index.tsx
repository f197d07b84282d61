import { useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { QueuePage, useQueues, type QueueTab } from '../frame/queues'
import ReasonPopup from '../../components/ReasonPopup'
import ImageViewer from '../../components/ImageViewer'
import {
  adminClientErrorApi,
  adminSupportApi,
  adminUserApi,
  type AdminClientError,
  type AdminMerchantApplication,
  type AdminProblem,
  type AdminReport,
  type AdminReservedName,
} from '../../api/admin'
import { adminConsultApi, type ConsultQueueItem } from '../../api/consult'
import type { PageResult } from '../../hooks/usePagedList'
import { formatDateTime } from '../../utils/format'
import '../console.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { ConsultCard, ConsultDesk } from './consult'
import './consult.scss'

type Queue = 'problem' | 'consult' | 'report' | 'merchant' | 'clientError' | 'reservedName'
type Row =
  AdminProblem | ConsultQueueItem | AdminReport | AdminMerchantApplication | AdminClientError | AdminReservedName
const QUEUES: QueueTab<Queue>[] = [
  { key: 'problem', label: '用户问题' },
  // questions about a listing from goodDetail's 客服 (issue 40): waiting ones, the longest wait first
  { key: 'consult', label: '售前咨询' },
  { key: 'report', label: '骗子举报' },
  { key: 'merchant', label: '商户申请' },
  // pages that showed 页面出错了 (withBoundary): read-only, newest first
  { key: 'clientError', label: '页面错误' },
  // names that look like staff's (客服, 官方, ᴀᴅᴍɪɴ …) chosen before the rule: read-only, for operators to follow up
  { key: 'reservedName', label: '疑似官方昵称' },
]

/** What the sheet is asking for: a reply to a question, why a report is dismissed, why an application is refused. */
type Pending = { queue: Queue; id: number } | null

const fetchers: Record<Exclude<Queue, 'consult'>, (pageNum: number) => Promise<PageResult<Row>>> = {
  problem: (pageNum) => adminSupportApi.problems({ status: 0, pageNum }),
  report: (pageNum) => adminSupportApi.reports({ status: 0, pageNum }),
  merchant: (pageNum) => adminSupportApi.merchants({ status: 0, pageNum }),
  clientError: (pageNum) => adminClientErrorApi.list({ pageNum }),
  // the server answers the whole list (at most 1,000) at once: page 1 is all of it
  reservedName: async (pageNum) => {
    const all = await adminUserApi.reservedNames()
    return { rows: pageNum === 1 ? all.rows : [], total: all.total }
  },
}

/** The support queues: unanswered questions, scam reports, merchant applications — oldest first. */
function AdminSupportPage() {
  const [pending, setPending] = useState<Pending>(null)
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | null>(null)
  // 售前咨询: the waiting threads, or (toggled) every thread, the newest activity first
  const [consultAll, setConsultAll] = useState(false)
  const [thread, setThread] = useState<ConsultQueueItem | null>(null)
  const queues = useMemo(
    () => ({
      ...fetchers,
      consult: (pageNum: number) => adminConsultApi.queue({ waiting: !consultAll, pageNum }),
    }),
    [consultAll],
  )
  const { queue, setQueue, list, run, confirmRun } = useQueues(queues, 'problem', { onDone: () => setPending(null) })

  const images = (srcs: string[]) =>
    srcs.length > 0 && (
      <View className='console-card__actions' style={{ justifyContent: 'flex-start' }}>
        {srcs.map((src, i) => (
          <Image
            key={src}
            src={mediaUrl(src)}
            mode='aspectFill'
            style={{ width: '64px', height: '64px', borderRadius: '4px' }}
            onClick={() => setViewer({ images: srcs, index: i })}
          />
        ))}
      </View>
    )

  const card = (r: Row) => {
    if (queue === 'consult') {
      const c = r as ConsultQueueItem
      return <ConsultCard key={c.id} row={c} onOpen={setThread} />
    }
    if (queue === 'reservedName') {
      const n = r as AdminReservedName
      return (
        <View key={n.id} className='console-card'>
          <View className='console-card__head'>
            <Text className='console-card__title'>{n.nickName || n.userName || `用户 ${n.id}`}</Text>
          </View>
          <Text className='console-card__meta'>
            用户 ID {n.id}
            {n.userName ? ` · 用户名 ${n.userName}` : ''} · 注册于 {formatDateTime(n.createdAt)}
          </Text>
          <Text className='console-card__body'>
            与保留字样相近：{n.fields.map((f) => (f === 'nickName' ? '昵称' : '用户名')).join('、')}
          </Text>
        </View>
      )
    }
    if (queue === 'clientError') {
      const e = r as AdminClientError
      return (
        <View key={e.id} className='console-card'>
          <View className='console-card__head'>
            <Text className='console-card__title'>{e.message}</Text>
          </View>
          <Text className='console-card__meta'>
            {formatDateTime(e.createTime)} · {e.platform || '未知端'} {e.appVersion}
            {e.userId ? ` · 用户 ID ${e.userId}` : ' · 未登录'}
          </Text>
          <Text className='console-card__body'>{e.route}</Text>
          <Text className='console-card__meta'>{e.stack.split('\n').slice(0, 4).join('\n')}</Text>
        </View>
      )
    }
    if (queue === 'problem') {
      const p = r as AdminProblem
      return (
        <View key={p.id} className='console-card'>
          <View className='console-card__head'>
            <Text className='console-card__title'>
              {p.kind === 'feedback' ? '反馈' : '建议'} · {p.category}
            </Text>
          </View>
          <Text className='console-card__meta'>
            {p.nickName}（ID {p.userId}）· {formatDateTime(p.createdAt)}
            {p.contact ? ` · 联系方式 ${p.contact}` : ''}
          </Text>
          <Text className='console-card__body'>{p.content}</Text>
          {images(p.images)}
          <View className='console-card__actions'>
            <View
              className='console-btn console-btn--ghost'
              onClick={() =>
                void confirmRun(
                  '关闭这个工单？',
                  '关闭后用户不会收到回复，确定关闭？',
                  p.id,
                  () => adminSupportApi.closeProblem(p.id),
                  '已关闭',
                )
              }
            >
              关闭
            </View>
            <View className='console-btn' onClick={() => setPending({ queue, id: p.id })}>
              回复
            </View>
          </View>
        </View>
      )
    }
    if (queue === 'report') {
      const x = r as AdminReport
      return (
        <View key={x.id} className='console-card'>
          <View className='console-card__head'>
            <Text className='console-card__title'>
              {x.kind.toUpperCase()} {x.account}
            </Text>
          </View>
          <Text className='console-card__meta'>
            举报人 {x.reporterNick} · {x.gameName ?? '未指定游戏'} · {formatDateTime(x.createdAt)}
          </Text>
          <Text className='console-card__body'>{x.reason}</Text>
          {images(x.images)}
          <View className='console-card__actions'>
            <View className='console-btn console-btn--ghost' onClick={() => setPending({ queue, id: x.id })}>
              驳回
            </View>
            <View
              className='console-btn'
              onClick={() =>
                void confirmRun(
                  '采纳举报并拉黑？',
                  `将 ${x.account} 加入骗子黑名单并公示？`,
                  x.id,
                  () => adminSupportApi.acceptReport(x.id),
                  '已加入黑名单',
                )
              }
            >
              采纳并拉黑
            </View>
          </View>
        </View>
      )
    }
    const m = r as AdminMerchantApplication
    return (
      <View key={m.id} className='console-card'>
        <View className='console-card__head'>
          <Text className='console-card__title'>{m.companyName || m.contactName}</Text>
        </View>
        <Text className='console-card__meta'>
          {m.nickName}（ID {m.userId}）· 联系人 {m.contactName} · {m.phone}
          {m.qq ? ` · QQ ${m.qq}` : ''}
        </Text>
        <Text className='console-card__meta'>
          主营：{m.games.join('、')} · {formatDateTime(m.createdAt)}
        </Text>
        <Text className='console-card__body'>{m.intro}</Text>
        <View className='console-card__actions'>
          <View className='console-btn console-btn--ghost' onClick={() => setPending({ queue, id: m.id })}>
            驳回
          </View>
          <View
            className='console-btn'
            onClick={() =>
              void confirmRun(
                '通过商户申请？',
                '通过后该用户将获得商户权限，确定？',
                m.id,
                () => adminSupportApi.approveMerchant(m.id),
                '已通过',
              )
            }
          >
            通过
          </View>
        </View>
      </View>
    )
  }

  // the reply sheet serves the three queues with actions; the page errors and the name list are read-only
  const actionQueue = (q: Queue): Exclude<Queue, 'clientError' | 'reservedName' | 'consult'> =>
    q === 'clientError' || q === 'reservedName' || q === 'consult' ? 'problem' : q
  const sheetKey = actionQueue(pending?.queue ?? queue)
  const sheet = {
    problem: {
      title: '回复用户',
      confirm: '发送回复',
      placeholder: '回复内容会以站内消息发给用户',
      max: 1000,
      call: (id: number, t: string) => adminSupportApi.reply(id, t),
      done: '已回复',
    },
    report: {
      title: '驳回举报',
      confirm: '确认驳回',
      placeholder: '说明原因，会发给举报人',
      max: 200,
      call: (id: number, t: string) => adminSupportApi.dismissReport(id, t),
      done: '已驳回',
    },
    merchant: {
      title: '驳回申请',
      confirm: '确认驳回',
      placeholder: '说明原因，会发给申请人',
      max: 200,
      call: (id: number, t: string) => adminSupportApi.rejectMerchant(id, t),
      done: '已驳回',
    },
  }[sheetKey]

  return (
    <QueuePage
      route='adminSupport'
      tabs={QUEUES}
      queue={queue}
      onQueue={(q) => {
        setThread(null)
        setQueue(q)
      }}
      list={list}
      card={card}
      emptyText={
        queue === 'clientError'
          ? '没有页面错误报告'
          : queue === 'reservedName'
            ? '没有与保留字样相近的昵称'
            : queue === 'consult'
              ? consultAll
                ? '还没有售前咨询'
                : '没有等待回复的咨询'
              : '没有待处理的工单'
      }
      toolbar={
        queue === 'consult' &&
        !thread && (
          <View className='console-tabs' role='tablist' aria-label='咨询范围'>
            {[
              { all: false, label: '等待回复' },
              { all: true, label: '全部咨询' },
            ].map((o) => (
              <View
                key={o.label}
                role='tab'
                aria-selected={consultAll === o.all}
                className={`console-tab ${consultAll === o.all ? 'console-tab--on' : ''}`}
                onClick={() => setConsultAll(o.all)}
              >
                {o.label}
              </View>
            ))}
          </View>
        )
      }
      detail={
        queue === 'consult' &&
        thread && (
          <ConsultDesk
            row={thread}
            onBack={(changed) => {
              setThread(null)
              if (changed) void list.reload()
            }}
          />
        )
      }
    >
      <ReasonPopup
        visible={pending !== null}
        title={sheet.title}
        placeholder={sheet.placeholder}
        confirmText={sheet.confirm}
        max={sheet.max}
        onClose={() => setPending(null)}
        onConfirm={async (t) => {
          if (pending) await run(pending.id, () => sheet.call(pending.id, t), sheet.done)
        }}
      />
      <ImageViewer
        images={viewer?.images ?? []}
        visible={viewer !== null}
        startIndex={viewer?.index ?? 0}
        onClose={() => setViewer(null)}
      />
    </QueuePage>
  )
}

export default withBoundary('adminSupport', withLogin('adminSupport', AdminSupportPage))
