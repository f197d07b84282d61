import { useEffect } from 'react'
import type { AppStore } from '../stores/app'
import { useStores } from '../stores/root'
import { currentSpecUrl, navigateTo } from '../utils/nav'
import { showModal } from '../utils/modal'

/** The real-name prompt; 去认证 opens verification, which brings the user back here afterwards. */
function askRealname(): void {
  void showModal({
    title: '需要实名认证',
    content: '根据国家规定，交易前需完成实名认证（年满18周岁）。',
    confirmText: '去认证',
    cancelText: '取消',
  }).then((r) => {
    if (r.confirm) void navigateTo('Realname', { redirect: currentSpecUrl() })
  })
}

/**
 * Selling, buying and renting need a verified adult (a compliance rule the server enforces too). Sends an unverified
 * user to real-name verification, which brings them back here afterwards.
 * Returns whether the user may go on.
 */
export function useRequireRealname(): boolean {
  const { app } = useStores()
  const user = app.user
  useEffect(() => {
    if (!app.user && app.loggedIn) void app.loadProfile()
  }, [app])
  useEffect(() => {
    if (!user || user.realStatus === 2) return
    askRealname()
  }, [user])
  return user?.realStatus === 2
}

/**
 * For a tap: whether the user may go on. A tap that comes before the profile has arrived waits
 * for it (such a tap was once dropped in silence: the game grid shows before the profile, which
 * a page opened cold fetches again); an unverified user is asked again.
 */
export async function realnameVerified(app: AppStore): Promise<boolean> {
  if (!app.user && app.loggedIn) await app.loadProfile()
  if (app.user?.realStatus === 2) return true
  if (app.user) askRealname()
  return false
}
