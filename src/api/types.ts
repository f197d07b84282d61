import type { paths } from '../../types/api'

/**
 * Client-side names for the server's shapes. The server's OpenAPI document is the source of
 * truth: `types/api.d.ts` is generated from it (npm run gen:types; a server test fails when it is
 * stale). `ApiData` reads a route's `data` type from it. The other api modules still declare
 * their shapes by hand; moving them onto `ApiData` is the next step.
 */
export type ApiData<P extends keyof paths, M extends 'get' | 'post' | 'put'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } }
}
  ? D
  : never

/** The profile exactly as the server declares it. */
export type UserProfile = ApiData<'/api/system/user/profile', 'get'>

export interface GameType {
  id: number
  name: string
  icon: string | null
  hot: boolean
}

export interface PageResult<T> {
  rows: T[]
  total: number
}
