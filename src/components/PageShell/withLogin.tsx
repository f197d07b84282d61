import { useState, type ComponentType } from 'react'
import PageShell from './index'
import { useStores } from '../../stores/root'

/**
 * Private pages (routes with `auth`): without a session the page component is never mounted.
 * PageShell alone only hides the body, but the page's own effects would still ask the server,
 * earn 401s and raise the spec's "login timed out" prompt at someone who never logged in.
 * Here a bare PageShell renders instead, and its guard sends the visitor to /login.
 */
export function withLogin<P extends object>(route: string, Page: ComponentType<P>): ComponentType<P> {
  function LoginRequired(props: P) {
    const { app } = useStores()
    // decided once, when the page opens: a session that expires later must leave the page in
    // place under the spec's "login timed out" prompt (confirm goes to /login, cancel stays)
    const [hadSession] = useState(() => app.loggedIn)
    if (!hadSession) return <PageShell route={route} />
    return <Page {...props} />
  }
  LoginRequired.displayName = `withLogin(${route})`
  return LoginRequired
}
