import PageShell from '../../components/PageShell'

/** 租号: the frame of this route; its content is built by the issue that owns it. */
export default function HirePage() {
  return <PageShell route='hire' />
}
