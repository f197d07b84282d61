import PageShell from '../../components/PageShell'

/** 我的问题: the frame of this route; its content is built by the issue that owns it. */
export default function ProblemListPage() {
  return <PageShell route='ProblemList' />
}
