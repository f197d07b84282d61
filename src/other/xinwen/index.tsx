import PageShell from '../../components/PageShell'
import NoticeList from '../../components/NoticeList'

/** News and industry articles → newsDetail. */
export default function XinwenPage() {
  return (
    <PageShell route='xinwen'>
      <NoticeList noticeType='xinwen' detailRoute='newsDetail' showCover />
    </PageShell>
  )
}
