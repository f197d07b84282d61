import { observer } from 'mobx-react-lite'
import PageShell from '../../components/PageShell'
// the page's three views, one file each (issue 39: no source file over 400 lines); imported before
// the styles below so the components' own styles (ListStates) still come first in the cascade
import { ListingList } from './ListingList'
import { ListingView } from './ListingDetail'
import { RentalView } from './RentalView'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import '../../styles/chips.scss'
import '../../styles/trade.scss'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 租号: rentable accounts; `?id=` one account and its order form; `?rentalId=` one rental (pay, reveal, countdown). */
const HirePage = observer(function HirePage() {
  const params = useRouteParams()
  const id = parseId(params.id)
  const rentalId = parseId(params.rentalId)
  return (
    // one rental is the renter's own: a visitor goes through the login guard (never a 401 prompt)
    <PageShell route='hire' auth={!!rentalId}>
      {rentalId ? (
        <RentalView id={rentalId} justPaid={params.paid === '1'} failed={params.failed === '1'} />
      ) : id ? (
        <ListingView id={id} />
      ) : (
        <ListingList />
      )}
    </PageShell>
  )
})

export default withBoundary('hire', HirePage)
