import PageShell from '../../components/PageShell'

/** 支付结果: the frame of this route; its content is built by the issue that owns it. */
export default function FinishPage() {
  return <PageShell route='finish' />
}
