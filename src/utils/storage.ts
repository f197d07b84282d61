import Taro from '@tarojs/taro'

/** Local storage keys. The token key is read by the request layer on every call. */
export const TOKEN_KEY = 'token'

export function readToken(): string {
  try {
    const v = Taro.getStorageSync(TOKEN_KEY)
    return typeof v === 'string' ? v : ''
  } catch {
    return ''
  }
}

export function writeToken(token: string): void {
  Taro.setStorageSync(TOKEN_KEY, token)
}

export function clearAll(): void {
  Taro.clearStorageSync()
}
