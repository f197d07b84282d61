// Jest stand-in for @tarojs/taro: the real H5 implementation (NutUI needs the real
// getCurrentInstance, eventCenter …) gathered into one plain object, so tests can spy on any
// API (jest.spyOn(Taro, 'showToast')), with useRouter made controllable.
import * as TaroH5 from '@tarojs/taro-h5'

const named = TaroH5 as unknown as Record<string, unknown> & { default?: Record<string, unknown> }

let routerParams: Record<string, string> = {}
export function __setRouterParams(p: Record<string, string>): void {
  routerParams = p
}

export const useRouter = () => ({ params: routerParams, path: '' })
export const useLaunch = (fn: () => void) => fn()
export const useDidShow = () => undefined
export const useDidHide = () => undefined
export const useReachBottom = () => undefined
export const usePageScroll = () => undefined
// NutUI's Popup imports these by name
export const getEnv = named.getEnv
export const ENV_TYPE = named.ENV_TYPE
export const usePullDownRefresh = () => undefined

const Taro: Record<string, unknown> = {
  ...(named.default ?? {}),
  ...named,
  useRouter,
  useLaunch,
  useDidShow,
  useDidHide,
  useReachBottom,
  usePageScroll,
  usePullDownRefresh,
  getCurrentInstance: () => ({ router: { params: routerParams } }),
  getCurrentPages: () => [],
}
delete Taro.default

export default Taro
