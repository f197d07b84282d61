import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import ImageViewer from '../../components/ImageViewer'
import { problemApi, type ProblemItem } from '../../api/support'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'

const STATUS: Record<number, { text: string; cls: string }> = {
  0: { text: '待处理', cls: 'wait' },
  1: { text: '已回复', cls: 'done' },
  2: { text: '已关闭', cls: 'closed' },
}

/** 我的问题: my feedback and suggestions, their status and the operator's reply. */
function ProblemListPage() {
  const fetchPage = useCallback((pageNum: number) => problemApi.list(pageNum), [])
  const list = usePagedList<ProblemItem>(fetchPage)
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | null>(null)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useReachBottom(() => void list.loadMore())

  return (
    <PageShell route='ProblemList'>
      <View className='plist-actions'>
        <View className='plist-actions__btn' onClick={() => void navigateTo('fankui')} role='button'>
          问题反馈
        </View>
        <View className='plist-actions__btn' onClick={() => void navigateTo('suggest')} role='button'>
          投诉建议
        </View>
      </View>
      <View className='plist'>
        {list.rows.map((p) => {
          const st = STATUS[p.status] ?? STATUS[0]!
          return (
            <View key={p.id} className='plist-item'>
              <View className='plist-item__head'>
                <Text className='plist-item__kind'>
                  {p.kind === 'feedback' ? '反馈' : '建议'} · {p.category}
                </Text>
                <Text className={`plist-item__status plist-item__status--${st.cls}`}>{st.text}</Text>
              </View>
              <Text className='plist-item__content'>{p.content}</Text>
              {p.images.length > 0 && (
                <View className='plist-item__images'>
                  {p.images.map((src, i) => (
                    <Image
                      key={src}
                      className='plist-item__img'
                      src={mediaUrl(src)}
                      mode='aspectFill'
                      onClick={() => setViewer({ images: p.images, index: i })}
                    />
                  ))}
                </View>
              )}
              <Text className='plist-item__time'>提交于 {formatDateTime(p.createdAt)}</Text>
              {p.reply && (
                <View className='plist-item__reply'>
                  <Text className='plist-item__reply-head'>
                    客服回复{p.repliedAt ? ` · ${formatDateTime(p.repliedAt)}` : ''}
                  </Text>
                  <Text className='plist-item__reply-text'>{p.reply}</Text>
                </View>
              )}
            </View>
          )
        })}
        <ListStates list={list} emptyText='你还没有提交过问题' />
      </View>
      <ImageViewer
        images={viewer?.images ?? []}
        visible={viewer !== null}
        startIndex={viewer?.index ?? 0}
        onClose={() => setViewer(null)}
      />
    </PageShell>
  )
}

export default withBoundary('ProblemList', withLogin('ProblemList', ProblemListPage))
