import PageShell from '../../components/PageShell'

/** 我的收藏: the frame of this route; its content is built by the issue that owns it. */
export default function CollectPage() {
  return <PageShell route='collect' />
}
