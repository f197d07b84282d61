/**
 * Client-side names for the server's shapes. The server's OpenAPI document is the source of
 * truth: `types/api.d.ts` is generated from it (npm run gen:types) and these aliases point into it
 * where the routes exist; shapes of later issues are declared here until their routes land.
 */

export interface UserProfile {
  id: number
  userName: string
  nickName: string
  avatar: string | null
  sex: string
  email: string | null
  phone: string
  realStatus: 1 | 2
  realName?: string | null
  idCard?: string | null
  roles: string[]
  userNameChangeable?: boolean
  createdAt?: string
}

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
