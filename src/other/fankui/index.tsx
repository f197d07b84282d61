import PageShell from '../../components/PageShell'

/** 意见反馈: the frame of this route; its content is built by the issue that owns it. */
export default function FankuiPage() {
  return <PageShell route='fankui' />
}
