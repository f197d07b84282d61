import { useEffect } from 'react'
import { useStores } from '../stores/root'
import { currentSpecUrl, navigateTo } from '../utils/nav'
import { showModal } from '../utils/modal'

/**
 * Selling, buying and renting need a verified adult (domain.md, compliance). Sends an unverified
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
    void showModal({
      title: '需要实名认证',
      content: '根据国家规定，交易前需完成实名认证（年满18周岁）。',
      confirmText: '去认证',
      cancelText: '取消',
    }).then((r) => {
      if (r.confirm) void navigateTo('Realname', { redirect: currentSpecUrl() })
    })
  }, [user])
  return user?.realStatus === 2
}
