import PageShell from '../../components/PageShell'

/** 防骗查询: the frame of this route; its content is built by the issue that owns it. */
export default function SecurityPage() {
  return <PageShell route='security' />
}
