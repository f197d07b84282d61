import PageShell from '../../components/PageShell'

/** 卖号中心: the frame of this route; its content is built by the issue that owns it. */
export default function SalePage() {
  return <PageShell route='sale' />
}
