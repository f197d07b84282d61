import PageShell from '../../components/PageShell'

/** 我的订单: the frame of this route; its content is built by the issue that owns it. */
export default function AccountOrderPage() {
  return <PageShell route='accountOrder' />
}
