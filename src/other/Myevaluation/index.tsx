import PageShell from '../../components/PageShell'

/** 我的估价: the frame of this route; its content is built by the issue that owns it. */
export default function MyevaluationPage() {
  return <PageShell route='Myevaluation' />
}
