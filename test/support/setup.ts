// Globals that Taro's build defines.
;(globalThis as Record<string, unknown>).defineAppConfig = (c: unknown) => c
;(globalThis as Record<string, unknown>).definePageConfig = (c: unknown) => c
process.env.TARO_ENV = process.env.TARO_ENV || 'h5'
