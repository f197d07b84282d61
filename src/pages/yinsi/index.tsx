import ContentPage from '../../components/ContentPage'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** The privacy policy (content type yinsizhengce), edited by operators on the server. */
function YinsiPage() {
  return <ContentPage route='yinsi' noticeType='yinsizhengce' />
}

export default withBoundary('yinsi', YinsiPage)
