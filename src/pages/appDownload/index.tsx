import ContentPage from '../../components/ContentPage'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 下载与使用方式: content type `appDownload`, edited by operators. */
function AppDownloadPage() {
  return <ContentPage route='appDownload' noticeType='appDownload' />
}

export default withBoundary('appDownload', AppDownloadPage)
