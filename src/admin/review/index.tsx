import { useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
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

/**
 * The review queue: pending listings, oldest first. Approve puts a good on sale at once; reject
 * needs a reason (a common one or typed). Credentials are never shown here.
 */
function AdminReviewPage() {
  const list = usePagedList<ReviewItem>((n) => adminApi.reviewList(n))
  const [reasons] = useRemote(() => adminApi.reasons(), [])
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | null>(null)
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useReachBottom(() => void list.loadMore())

  const drop = (id: number) => list.setRows((rows) => rows.filter((r) => r.id !== id))

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
    <PageShell route='adminReview'>
      <View className='review-list'>
        {list.rows.map((g) => (
          <View key={g.id} className='review-card'>
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
                  onClick={() => setViewer({ images: g.images.map((x) => x.url), index: i })}
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
            <Text className='review-card__meta'>
              卖家 {g.seller.nickName}（{g.seller.verified ? '已实名' : '未实名'}）· 发布 {g.seller.listed} · 已售{' '}
              {g.seller.sold} · 驳回 {g.seller.rejected}
            </Text>
            <View className='review-card__actions'>
              <View className='review-card__reject' onClick={() => setRejecting(g)}>
                驳回
              </View>
              <View className='review-card__approve' onClick={() => void approve(g)}>
                通过并上架
              </View>
            </View>
          </View>
        ))}
        <ListStates list={list} emptyText='没有待审核的商品' />
      </View>

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
    </PageShell>
  )
}

export default withBoundary('adminReview', withLogin('adminReview', AdminReviewPage))
