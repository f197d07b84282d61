import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import { uploadImage } from '../../api/user'
import { errorMessage } from '../../api/errors'
import ImageViewer from '../ImageViewer'
import { toast } from '../../utils/toast'
import '../../styles/sell.scss'
import { mediaUrl } from '../../utils/platform'
import { withPrivacy } from '../../utils/privacy'
import { Icon } from '../Icon'
import Close from '@nutui/icons-react-taro/dist/es/icons/Close.js'
import Plus from '@nutui/icons-react-taro/dist/es/icons/Plus.js'

export interface UploadedImage {
  url: string
  thumb?: string
}

interface Pending {
  key: string
  path: string
  progress: number
  failed: string | null
}

export interface ImageUploaderProps {
  value: UploadedImage[]
  max: number
  onAdd: (img: UploadedImage) => void
  onRemove: (url: string) => void
}

let seq = 0

/**
 * Screenshots: each chosen image uploads on its own with a progress bar; a failed one shows why
 * and retries on tap. Only finished uploads reach the listing.
 */
export function ImageUploader({ value, max, onAdd, onRemove }: ImageUploaderProps) {
  const [pending, setPending] = useState<Pending[]>([])
  const [viewer, setViewer] = useState<number | null>(null)
  const room = max - value.length - pending.length

  const patch = (key: string, p: Partial<Pending>) =>
    setPending((list) => list.map((x) => (x.key === key ? { ...x, ...p } : x)))

  const upload = async (item: Pending) => {
    patch(item.key, { progress: 0, failed: null })
    try {
      const res = await uploadImage(item.path, (pct) => patch(item.key, { progress: pct }))
      setPending((list) => list.filter((x) => x.key !== item.key))
      onAdd({ url: res.url, thumb: res.thumb })
    } catch (e) {
      patch(item.key, { failed: errorMessage(e) || '上传失败，点击重试' })
    }
  }

  const choose = async () => {
    if (room <= 0) {
      toast(`最多上传${max}张`)
      return
    }
    try {
      const res = await withPrivacy('chooseImage', () =>
        Taro.chooseImage({
          count: Math.min(room, 9),
          sizeType: ['compressed'],
          sourceType: ['album', 'camera'],
        }),
      )
      if (!res) return
      const items = res.tempFilePaths
        .slice(0, room)
        .map((path) => ({ key: `u${++seq}`, path, progress: 0, failed: null }))
      setPending((list) => [...list, ...items])
      for (const it of items) await upload(it)
    } catch {
      // The user closed the picker.
    }
  }

  return (
    <View className='sell-images'>
      {value.map((img, i) => (
        <View key={img.url} className='sell-images__item'>
          <Image
            className='sell-images__img'
            src={mediaUrl(img.thumb || img.url)}
            mode='aspectFill'
            onClick={() => setViewer(i)}
          />
          <View className='sell-images__del' onClick={() => onRemove(img.url)} role='button' aria-label='删除图片'>
            <Icon of={Close} />
          </View>
        </View>
      ))}
      {pending.map((p) => (
        <View key={p.key} className='sell-images__item' onClick={() => p.failed && void upload(p)}>
          <Image className='sell-images__img' src={p.path} mode='aspectFill' />
          {p.failed ? (
            <Text className='sell-images__state'>{p.failed}</Text>
          ) : (
            <>
              <Text className='sell-images__state'>{Math.round(p.progress)}%</Text>
              <View className='sell-images__progress' style={{ width: `${p.progress}%` }} />
            </>
          )}
        </View>
      ))}
      {room > 0 && (
        <View className='sell-images__add' onClick={() => void choose()} role='button' aria-label='添加截图'>
          <Icon of={Plus} />
        </View>
      )}
      <ImageViewer
        images={value.map((v) => v.url)}
        visible={viewer !== null}
        startIndex={viewer ?? 0}
        onClose={() => setViewer(null)}
      />
    </View>
  )
}

export default ImageUploader
