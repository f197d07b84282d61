import ContentPage from '../../components/ContentPage'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 人才招募: content type `zhaomu`, edited by operators. */
function ZhaomuPage() {
  return <ContentPage route='zhaomu' noticeType='zhaomu' />
}

export default withBoundary('zhaomu', ZhaomuPage)
