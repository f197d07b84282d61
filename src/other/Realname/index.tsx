import PageShell from '../../components/PageShell'

/** 实名认证: the frame of this route; its content is built by the issue that owns it. */
export default function RealnamePage() {
  return <PageShell route='Realname' />
}
