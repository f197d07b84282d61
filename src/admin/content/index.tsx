import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { View, Text, Input } from '@tarojs/components'
import ConsoleFrame from '../frame/ConsoleFrame'
import ListStates from '../../components/ListStates'
import RecordForm from '../console/RecordForm'
import NoticeEditor, { NOTICE_TYPES } from './NoticeEditor'
import { RESOURCES, resourceApi, type Row } from '../console/resources'
import { http } from '../../api/http'
import type { ApiRow } from '../../api/types'
import type { PageResult } from '../../hooks/usePagedList'
import { usePagedList } from '../../hooks/usePagedList'
import { useStores } from '../../stores/root'
import { formatDateTime } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import '../console.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'

type NoticeRow = ApiRow<'/api/admin/notice/list'>

const TYPE_NAME = Object.fromEntries(NOTICE_TYPES.map((t) => [t.value, t.label]))
const TABS = [{ key: 'notice', label: '公告内容' }, ...RESOURCES.map((r) => ({ key: r.key, label: r.label }))]

/** Notices with preview, and the simple lists: staff contacts, groups, social accounts, blacklist, banners. */
const AdminContentPage = observer(function AdminContentPage() {
  const { app } = useStores()
  const [tab, setTab] = useState('notice')
  const [keyword, setKeyword] = useState('')
  const [input, setInput] = useState('')
  // null: the list; 0: a new record; n: editing record n
  const [editing, setEditing] = useState<number | null>(null)
  const resource = RESOURCES.find((r) => r.key === tab)

  const fetchPage = useCallback(
    (pageNum: number): Promise<PageResult<Row>> =>
      resource
        ? resource.list({ keyword: keyword || undefined, pageNum })
        : http.get('/api/admin/notice/list', { query: { keyword: keyword || undefined, pageNum, pageSize: 20 } }),
    [resource, keyword],
  )
  const list = usePagedList<Row>(fetchPage, 20)
  useEffect(() => {
    setEditing(null)
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  useEffect(() => {
    if (!app.gameTypes.length) void app.loadGameTypes()
  }, [app])

  const done = () => {
    setEditing(null)
    void list.reload()
  }

  const remove = async (row: Row) => {
    const res = await showModal({
      title: '确认删除',
      content: '删除后不可恢复，确定？',
      confirmText: '删除',
      cancelText: '取消',
    })
    if (!res.confirm) return
    try {
      if (resource) await resourceApi.remove(resource, row.id)
      else await http.delete('/api/admin/notice/{id}', { params: { id: row.id } })
      toast('已删除')
      list.setRows((rows) => rows.filter((r) => r.id !== row.id))
    } catch (e) {
      toastError(e)
    }
  }

  const toggle = async (n: NoticeRow, what: 'publish' | 'pin') => {
    try {
      const params = { id: n.id }
      if (what === 'publish')
        await http.post('/api/admin/notice/{id}/publish', { params, body: { published: !n.published } })
      else await http.post('/api/admin/notice/{id}/pin', { params, body: { pinned: !n.pinned } })
      void list.reload()
    } catch (e) {
      toastError(e)
    }
  }

  const editingRow = editing ? (list.rows.find((r) => r.id === editing) ?? null) : null

  return (
    <ConsoleFrame route='adminContent'>
      <View className='console-tabs'>
        {TABS.map((t) => (
          <View
            key={t.key}
            className={`console-tab ${t.key === tab ? 'console-tab--on' : ''}`}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </View>
        ))}
      </View>

      {editing !== null && !resource && <NoticeEditor id={editing || null} onDone={done} />}
      {editing !== null && resource && (
        <RecordForm
          key={`${resource.key}-${editing}`}
          fields={resource.fields}
          row={editingRow}
          games={app.gameTypes}
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            try {
              if (editing) await resourceApi.update(resource, editing, body)
              else await resourceApi.create(resource, body)
              toast('已保存')
              done()
            } catch (e) {
              toastError(e)
            }
          }}
        />
      )}

      {editing === null && (
        <>
          {(!resource || resource.searchable) && (
            <View className='console-bar'>
              <Input
                className='console-bar__input'
                value={input}
                maxlength={30}
                placeholder={resource ? '按账号搜索' : '按标题搜索'}
                onInput={(e) => setInput(e.detail.value)}
                onConfirm={() => setKeyword(input.trim())}
              />
              <View className='console-bar__btn' onClick={() => setKeyword(input.trim())}>
                搜索
              </View>
            </View>
          )}
          <View className='console-new' onClick={() => setEditing(0)} role='button'>
            ＋ 新增{TABS.find((t) => t.key === tab)?.label}
          </View>
          <View className='console-list'>
            {list.rows.map((r) => {
              const n = r as unknown as NoticeRow
              return (
                <View key={r.id} className='console-card'>
                  <View className='console-card__head'>
                    <Text className='console-card__title'>{resource ? resource.summary(r) : n.noticeTitle}</Text>
                  </View>
                  <Text className='console-card__meta'>
                    {resource
                      ? resource.detail(r)
                      : `${TYPE_NAME[n.noticeType] ?? n.noticeType} · ${n.published ? '已发布' : '草稿'}${n.pinned ? ' · 置顶' : ''} · ${formatDateTime(n.updateTime)}`}
                  </Text>
                  <View className='console-card__actions'>
                    {!resource && (
                      <>
                        <View className='console-btn console-btn--ghost' onClick={() => void toggle(n, 'pin')}>
                          {n.pinned ? '取消置顶' : '置顶'}
                        </View>
                        <View className='console-btn console-btn--ghost' onClick={() => void toggle(n, 'publish')}>
                          {n.published ? '撤回' : '发布'}
                        </View>
                      </>
                    )}
                    <View className='console-btn console-btn--ghost' onClick={() => void remove(r)}>
                      删除
                    </View>
                    <View className='console-btn' onClick={() => setEditing(r.id)}>
                      编辑
                    </View>
                  </View>
                </View>
              )
            })}
            <ListStates list={list} />
          </View>
        </>
      )}
    </ConsoleFrame>
  )
})

export default withBoundary('adminContent', withLogin('adminContent', AdminContentPage))
