import ContentPage from '../../components/ContentPage'

/** 下载与使用方式: content type `appDownload`, edited by operators. */
export default function AppDownloadPage() {
  return <ContentPage route='appDownload' noticeType='appDownload' />
}
