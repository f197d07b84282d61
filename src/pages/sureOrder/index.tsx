import PageShell from '../../components/PageShell'

/** 确认订单: the frame of this route; its content is built by the issue that owns it. */
export default function SureOrderPage() {
  return <PageShell route='sureOrder' />
}
