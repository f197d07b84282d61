import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import { uploadImage } from '../../api/user'
import type { SiteField } from '../../api/site'
import { mediaUrl } from '../../utils/platform'
import { withPrivacy } from '../../utils/privacy'
import { toastError } from '../../utils/toast'

/**
 * An optional picture of the site settings (the mini-program codes): 上传 or 更换 uploads the
 * chosen image at once through the app's upload (so it is this operator's own upload, the only kind
 * the server accepts), 移除 empties it; either takes effect when the form is saved.
 */
export function ImageField({
  field,
  value,
  onChange,
}: {
  field: SiteField
  value: string
  onChange: (url: string) => void
}) {
  const [progress, setProgress] = useState<number | null>(null)

  const pick = async () => {
    if (progress !== null) return
    try {
      // the original file: a compressed code may no longer scan
      const res = await withPrivacy('chooseImage', () =>
        Taro.chooseImage({ count: 1, sizeType: ['original'], sourceType: ['album'] }),
      )
      const path = res?.tempFilePaths[0]
      if (!path) return
      setProgress(0)
      const { url } = await uploadImage(path, setProgress)
      onChange(url)
    } catch (e) {
      toastError(e)
    } finally {
      setProgress(null)
    }
  }

  return (
    <View className='site-image'>
      {value ? (
        <Image className='site-image__img' src={mediaUrl(value)} mode='aspectFit' imgProps={{ alt: field.label }} />
      ) : (
        <Text className='site-image__empty'>未上传</Text>
      )}
      <View className='site-image__actions'>
        <View
          className='console-btn console-btn--ghost'
          role='button'
          aria-label={`${value ? '更换' : '上传'}${field.label}`}
          aria-disabled={progress !== null}
          onClick={() => void pick()}
        >
          {progress !== null ? `上传中 ${Math.round(progress)}%` : value ? '更换' : '上传'}
        </View>
        {value && progress === null && (
          <View
            className='console-btn console-btn--ghost'
            role='button'
            aria-label={`移除${field.label}`}
            onClick={() => onChange('')}
          >
            移除
          </View>
        )}
      </View>
    </View>
  )
}
