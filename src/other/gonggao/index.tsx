import PageShell from '../../components/PageShell'
import NoticeList from '../../components/NoticeList'

/** Platform announcements: pinned first, then newest; infinite scroll. */
export default function GonggaoPage() {
  return (
    <PageShell route='gonggao'>
      <NoticeList noticeType='gonggao' detailRoute='ArticleDetail' />
    </PageShell>
  )
}
