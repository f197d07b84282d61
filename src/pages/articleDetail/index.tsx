import NoticeArticle from '../../components/NoticeArticle'
import { withBoundary } from '../../components/PageShell/withBoundary'

function ArticleDetailPage() {
  return <NoticeArticle route='ArticleDetail' />
}

export default withBoundary('ArticleDetail', ArticleDetailPage)
