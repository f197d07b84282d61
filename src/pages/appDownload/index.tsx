import PageShell from '../../components/PageShell'

/** 下载App: the frame of this route; its content is built by the issue that owns it. */
export default function AppDownloadPage() {
  return <PageShell route='appDownload' />
}
