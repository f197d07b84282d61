import PageShell from '../../components/PageShell'
import NoticeList from '../../components/NoticeList'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** Platform announcements: pinned first, then newest; infinite scroll. */
function GonggaoPage() {
  return (
    <PageShell route='gonggao'>
      <NoticeList noticeType='gonggao' detailRoute='ArticleDetail' />
    </PageShell>
  )
}

export default withBoundary('gonggao', GonggaoPage)
