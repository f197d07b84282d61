import ContentPage from '../../components/ContentPage'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { SiteCode } from './SiteCode'

/** 下载与使用方式: the code to scan, then content type `appDownload`, edited by operators. */
function AppDownloadPage() {
  return <ContentPage route='appDownload' noticeType='appDownload' lead={<SiteCode />} />
}

export default withBoundary('appDownload', AppDownloadPage)
