import PageShell from '../../components/PageShell'

/** 个人资料: the frame of this route; its content is built by the issue that owns it. */
export default function GerenPage() {
  return <PageShell route='geren' />
}
