import NoticeArticle from '../../components/NoticeArticle'
import { withBoundary } from '../../components/PageShell/withBoundary'

function HelpdetailPage() {
  return <NoticeArticle route='helpdetail' />
}

export default withBoundary('helpdetail', HelpdetailPage)
