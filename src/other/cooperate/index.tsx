import PageShell from '../../components/PageShell'

/** 商务合作: the frame of this route; its content is built by the issue that owns it. */
export default function CooperatePage() {
  return <PageShell route='cooperate' />
}
