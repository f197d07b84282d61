import ContentPage from '../../components/ContentPage'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 商务合作（商户合作）: content type `shhz`, edited by operators. */
function CooperatePage() {
  return <ContentPage route='cooperate' noticeType='shhz' />
}

export default withBoundary('cooperate', CooperatePage)
