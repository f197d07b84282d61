import PageShell from '../../components/PageShell'
import ProblemForm from '../../components/ProblemForm'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 意见反馈: report a problem with the product or a trade. */
function FankuiPage() {
  return (
    <PageShell route='fankui'>
      <ProblemForm
        kind='feedback'
        placeholder='请描述你遇到的问题：在哪个页面、做了什么、出现了什么情况（至少5个字）'
      />
    </PageShell>
  )
}

export default withBoundary('fankui', withLogin('fankui', FankuiPage))
