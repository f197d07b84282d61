import ContentPage from '../../components/ContentPage'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 平台介绍: content type `jieshao`, edited by operators. */
function JieshaoPage() {
  return <ContentPage route='jieshao' noticeType='jieshao' />
}

export default withBoundary('jieshao', JieshaoPage)
