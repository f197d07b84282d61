import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { useRouteParams } from '../../hooks/useRouteParams'
import { T } from '../../utils/strings'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** Shown for any path the app does not have (H5 deep links, mini-program onPageNotFound). */
function NotFoundPage() {
  const { path } = useRouteParams()
  return (
    <PageShell route='notFound'>
      <StateView kind='notFound' text={T.pageNotFound} />
      {path && (
        <View style={{ textAlign: 'center', color: '#8f959e', fontSize: '12px' }}>
          <Text>{path}</Text>
        </View>
      )}
    </PageShell>
  )
}

export default withBoundary('notFound', NotFoundPage)
