import PageShell from '../../components/PageShell'
import ProblemForm from '../../components/ProblemForm'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 投诉建议: a complaint about a service or an idea for the product. */
function SuggestPage() {
  return (
    <PageShell route='suggest'>
      <ProblemForm kind='suggest' placeholder='请写下你的建议或投诉内容，我们会认真阅读每一条（至少5个字）' />
    </PageShell>
  )
}

export default withBoundary('suggest', withLogin('suggest', SuggestPage))
