import NoticeArticle from '../../components/NoticeArticle'
import { withBoundary } from '../../components/PageShell/withBoundary'

function NewsDetailPage() {
  return <NoticeArticle route='newsDetail' />
}

export default withBoundary('newsDetail', NewsDetailPage)
