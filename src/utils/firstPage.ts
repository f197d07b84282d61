import Taro from '@tarojs/taro'
import { isH5 } from './platform'

/**
 * Resolves once the first page has been routed to.
 *
 * On H5 a cold start with an expired token gets its first 401 (the launch's profile call) before
 * the router has shown a page. Taro's showModal notes the path it opened on and hides itself on
 * the next route change whose page path differs — the first page's arrival — so the spec's
 * "login timed out" prompt was added to the page already hidden, and its promise never settled.
 * Prompts wait for this instead. Mini-programs have a page before any request: nothing to wait for.
 */
let routed = !isH5()
const waiting: (() => void)[] = []

if (!routed) {
  Taro.eventCenter.on('__afterTaroRouterChange', () => {
    if (routed) return
    routed = true
    // after Taro's own listener for the same event has run (it was registered first)
    setTimeout(() => waiting.splice(0).forEach((fn) => fn()), 0)
  })
}

export function afterFirstPage(): Promise<void> {
  if (routed) return Promise.resolve()
  return new Promise((resolve) => waiting.push(resolve))
}
