import PageShell from '../../components/PageShell'

/** 账号信息: the frame of this route; its content is built by the issue that owns it. */
export default function FillInformationPage() {
  return <PageShell route='fillInformation' />
}
