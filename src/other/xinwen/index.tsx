import PageShell from '../../components/PageShell'
import NoticeList from '../../components/NoticeList'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** News and industry articles → newsDetail. */
function XinwenPage() {
  return (
    <PageShell route='xinwen'>
      <NoticeList noticeType='xinwen' detailRoute='newsDetail' showCover />
    </PageShell>
  )
}

export default withBoundary('xinwen', XinwenPage)
