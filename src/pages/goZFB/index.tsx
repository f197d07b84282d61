import PageShell from '../../components/PageShell'

/** 支付宝支付: the frame of this route; its content is built by the issue that owns it. */
export default function GoZFBPage() {
  return <PageShell route='goZFB' />
}
