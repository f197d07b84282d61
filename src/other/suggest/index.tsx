import PageShell from '../../components/PageShell'

/** 投诉建议: the frame of this route; its content is built by the issue that owns it. */
export default function SuggestPage() {
  return <PageShell route='suggest' />
}
