import { http } from './http'
import type { ApiBody } from './types'

export const userApi = {
  profile: () => http.get('/api/system/user/profile'),
  /** Only the fields given change (smsNotify: order, dispute, claim and withdrawal notices by SMS as well). */
  updateProfile: (body: ApiBody<'/api/system/user/profile', 'put'>) => http.put('/api/system/user/profile', { body }),
}

/** Uploads one image (avatar, screenshots) and returns its URL and thumbnail. */
export function uploadImage(filePath: string, onProgress?: (percent: number) => void) {
  return http.upload('/api/common/upload', { filePath, name: 'file', onProgress })
}
