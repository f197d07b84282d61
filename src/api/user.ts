import { http } from './http'
import type { UserProfile } from './types'

export const userApi = {
  profile: () => http.get<UserProfile>('/api/system/user/profile'),
  updateProfile: (data: {
    nickName?: string
    avatar?: string
    sex?: string
    email?: string | null
    userName?: string
    /** Order, dispute, claim and withdrawal notices by SMS as well as in the inbox. */
    smsNotify?: boolean
  }) => http.put<UserProfile>('/api/system/user/profile', data),
}

/** Uploads one image (avatar, screenshots) and returns its URL. */
export function uploadImage(
  filePath: string,
  onProgress?: (percent: number) => void,
): Promise<{ url: string; thumb?: string }> {
  return http.upload<{ url: string; thumb?: string }>({ url: '/api/common/upload', filePath, name: 'file', onProgress })
}
