import { http } from './http'
import type { UserProfile } from './types'

export const userApi = {
  profile: () => http.get<UserProfile>('/api/system/user/profile'),
  updateProfile: (data: Partial<Pick<UserProfile, 'nickName' | 'avatar' | 'sex' | 'email' | 'userName'>>) =>
    http.put<UserProfile>('/api/system/user/profile', data),
}
