// Jest stand-in for @tarojs/taro: the real H5 implementation (NutUI needs the real
// getCurrentInstance, eventCenter …), with useRouter made controllable by tests.
import * as TaroH5 from '@tarojs/taro-h5'

const h5 = (TaroH5 as unknown as { default: Record<string, unknown> }).default ?? TaroH5

let routerParams: Record<string, string> = {}
export function __setRouterParams(p: Record<string, string>): void {
  routerParams = p
}

export const useRouter = () => ({ params: routerParams, path: '' })
export const useLaunch = (fn: () => void) => fn()
export const useDidShow = () => undefined
export const useDidHide = () => undefined

const Taro = new Proxy(h5 as Record<string, unknown>, {
  get(target, key) {
    if (key === 'useRouter') return useRouter
    if (key === 'getCurrentInstance') return () => ({ router: { params: routerParams } })
    return target[key as string]
  },
})

export default Taro
