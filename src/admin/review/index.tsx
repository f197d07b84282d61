import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import ConsoleFrame from '../frame/ConsoleFrame'
import DataTable, { type Column } from '../frame/DataTable'
import { focusable, useDesk } from '../frame/useDesk'
import { usePage } from '../frame/usePage'
import ListStates from '../../components/ListStates'
import ImageViewer from '../../components/ImageViewer'
import ReasonPopup from '../../components/ReasonPopup'
import { adminApi, type ReviewItem } from '../../api/admin'
import { usePagedList } from '../../hooks/usePagedList'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime, formatYuan } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import '../../styles/list.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'

type Viewer = { images: string[]; index: number } | null

/** One pending listing in full: photos, attributes, description, the seller's record, the decision. */
export function ReviewCard({
  g,
  onView,
  onReject,
  onApprove,
}: {
  g: ReviewItem
  onView: (v: Viewer) => void
  onReject: (g: ReviewItem) => void
  onApprove: (g: ReviewItem) => void
}) {
  return (
    <View className='review-card'>
      <Text className='review-card__title'>{g.title}</Text>
      <Text className='review-card__meta'>
        {g.goodsSn} · {g.gameName} · {g.districtNames.join(' / ')} · 提交于 {formatDateTime(g.createdAt)}
      </Text>
      <Text className='review-card__price'>{formatYuan(g.priceFen)}</Text>
      <View className='review-card__images'>
        {g.images.map((img, i) => (
          <Image
            key={img.url}
            className='review-card__img'
            src={mediaUrl(img.thumb || img.url)}
            mode='aspectFill'
            onClick={() => onView({ images: g.images.map((x) => x.url), index: i })}
          />
        ))}
      </View>
      {g.attrs.map((a) => (
        <View key={a.fieldName} className='review-card__attr'>
          <Text className='review-card__k'>{a.fieldName}</Text>
          <Text>{Array.isArray(a.value) ? a.value.join('、') : String(a.value)}</Text>
        </View>
      ))}
      <Text className='review-card__desc'>{g.description}</Text>
      {g.reviewNote && <Text className='review-card__note'>{g.reviewNote}</Text>}
      <Text className='review-card__meta'>
        卖家 {g.seller.nickName}（{g.seller.verified ? '已实名' : '未实名'}）· 发布 {g.seller.listed} · 已售{' '}
        {g.seller.sold} · 驳回 {g.seller.rejected}
      </Text>
      <View className='review-card__actions'>
        <View className='review-card__reject' role='button' {...focusable} onClick={() => onReject(g)}>
          驳回
        </View>
        <View className='review-card__approve' role='button' {...focusable} onClick={() => onApprove(g)}>
          通过并上架
        </View>
      </View>
    </View>
  )
}

const COLUMNS: Column<ReviewItem>[] = [
  {
    key: 'title',
    label: '商品',
    width: 'minmax(0, 3fr)',
    sort: (g) => g.title,
    render: (g) => (
      <>
        <Text>{g.title}</Text>
        <Text className='data-table__sub'>
          {g.goodsSn} · {g.images.length} 张截图{g.reviewNote ? ' · 含疑似联系方式' : ''}
        </Text>
      </>
    ),
  },
  {
    key: 'game',
    label: '游戏 / 区服',
    width: 'minmax(0, 1.5fr)',
    sort: (g) => g.gameName,
    render: (g) => (
      <>
        <Text>{g.gameName}</Text>
        <Text className='data-table__sub'>{g.districtNames.join(' / ')}</Text>
      </>
    ),
  },
  { key: 'price', label: '价格', sort: (g) => g.priceFen, render: (g) => formatYuan(g.priceFen) },
  {
    key: 'seller',
    label: '卖家',
    sort: (g) => g.seller.rejected,
    render: (g) => (
      <>
        <Text>{g.seller.nickName}</Text>
        <Text className='data-table__sub'>
          {g.seller.verified ? '已实名' : '未实名'} · 驳回 {g.seller.rejected}
        </Text>
      </>
    ),
  },
  {
    key: 'created',
    label: '提交时间',
    width: 'minmax(0, 1.3fr)',
    sort: (g) => new Date(g.createdAt).getTime(),
    render: (g) => formatDateTime(g.createdAt),
  },
]

/** A desk: the queue as a table; the row opened shows in full beside the decision buttons. */
function ReviewDesk({
  version,
  onView,
  onReject,
  onApprove,
}: {
  version: number
  onView: (v: Viewer) => void
  onReject: (g: ReviewItem) => void
  onApprove: (g: ReviewItem) => void
}) {
  const fetchPage = useCallback(
    (n: number, size: number) => adminApi.reviewList(n, size),
    // version: a decision reloads the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version],
  )
  const page = usePage<ReviewItem>(fetchPage)
  const [openId, setOpenId] = useState<number | null>(null)
  const open = page.rows.find((g) => g.id === openId) ?? page.rows[0]
  return (
    <View className='review-desk'>
      <DataTable
        label='待审核商品'
        columns={COLUMNS}
        page={page}
        onOpen={(g) => setOpenId(g.id)}
        selectedId={open?.id}
      />
      {open && (
        <View className='review-desk__open' aria-label='所选商品'>
          <ReviewCard g={open} onView={onView} onReject={onReject} onApprove={onApprove} />
        </View>
      )}
    </View>
  )
}

/**
 * The review queue: pending listings, oldest first. Approve puts a good on sale at once; reject
 * needs a reason (a common one or typed). Credentials are never shown here.
 */
function AdminReviewPage() {
  const desk = useDesk()
  return desk ? <ReviewQueue desk /> : <ReviewQueue desk={false} />
}

function ReviewQueue({ desk }: { desk: boolean }) {
  const [version, setVersion] = useState(0)
  const list = usePagedList<ReviewItem>((n) => adminApi.reviewList(n))
  const [reasons] = useRemote(() => adminApi.reasons(), [])
  const [viewer, setViewer] = useState<Viewer>(null)
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null)
  useEffect(() => {
    // the desk loads its own numbered pages (ReviewDesk)
    if (!desk) void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useReachBottom(() => !desk && void list.loadMore())

  const drop = (id: number) => {
    list.setRows((rows) => rows.filter((r) => r.id !== id))
    setVersion((v) => v + 1)
  }

  const approve = async (g: ReviewItem) => {
    try {
      await adminApi.approve(g.id)
      drop(g.id)
      toast('已通过，商品已上架')
    } catch (e) {
      toastError(e)
    }
  }

  const reject = async (reason: string) => {
    if (!rejecting) return
    try {
      await adminApi.reject(rejecting.id, reason)
      drop(rejecting.id)
      setRejecting(null)
      toast('已驳回，卖家会收到通知')
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <ConsoleFrame route='adminReview'>
      {desk ? (
        <ReviewDesk version={version} onView={setViewer} onReject={setRejecting} onApprove={(x) => void approve(x)} />
      ) : (
        <View className='review-list'>
          {list.rows.map((g) => (
            <ReviewCard
              key={g.id}
              g={g}
              onView={setViewer}
              onReject={setRejecting}
              onApprove={(x) => void approve(x)}
            />
          ))}
          <ListStates list={list} emptyText='没有待审核的商品' />
        </View>
      )}

      <ReasonPopup
        visible={rejecting !== null}
        title='驳回原因'
        presets={reasons.status === 'ok' ? reasons.data : []}
        placeholder='或输入其他原因'
        confirmText='确认驳回'
        onClose={() => setRejecting(null)}
        onConfirm={reject}
      />
      <ImageViewer
        images={viewer?.images ?? []}
        visible={viewer !== null}
        startIndex={viewer?.index ?? 0}
        onClose={() => setViewer(null)}
      />
    </ConsoleFrame>
  )
}

export default withBoundary('adminReview', withLogin('adminReview', AdminReviewPage))
