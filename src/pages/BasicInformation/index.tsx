import PageShell from '../../components/PageShell'

/** 基本信息: the frame of this route; its content is built by the issue that owns it. */
export default function BasicInformationPage() {
  return <PageShell route='BasicInformation' />
}
