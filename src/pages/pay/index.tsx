import PageShell from '../../components/PageShell'

/** 收银台: the frame of this route; its content is built by the issue that owns it. */
export default function PayPage() {
  return <PageShell route='test' />
}
