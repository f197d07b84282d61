import PageShell from '../../components/PageShell'

/** 我的消息: the frame of this route; its content is built by the issue that owns it. */
export default function XiaoxiPage() {
  return <PageShell route='xiaoxi' />
}
