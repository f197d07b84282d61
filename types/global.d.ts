/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'alipay' | 'h5' | string
    /** Absolute API origin for mini-program builds, e.g. https://api.haoshi.example */
    TARO_APP_API_BASE?: string
  }
}
