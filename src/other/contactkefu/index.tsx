import PageShell from '../../components/PageShell'

/** 联系客服: the frame of this route; its content is built by the issue that owns it. */
export default function ContactkefuPage() {
  return <PageShell route='contactkefu' />
}
