import PageShell from '../../components/PageShell'

/** 提交结果: the frame of this route; its content is built by the issue that owns it. */
export default function CommitPage() {
  return <PageShell route='commit' />
}
