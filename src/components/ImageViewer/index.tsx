import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Image, Text } from '@tarojs/components'
import { isH5, mediaUrl } from '../../utils/platform'
import { VIEWER_DEFAULTS, clampZoom, nextIndex, stepZoom, type ViewerOptions } from './model'
import './index.scss'

export interface ImageViewerProps extends Partial<ViewerOptions> {
  images: string[]
  visible: boolean
  startIndex?: number
  /** Start the slideshow when opened. */
  autoplay?: boolean
  onClose: () => void
}

/**
 * A zoomable image viewer with the spec's defaults (slideshow 5000 ms, zoom step 0.1, zoom
 * 0.01–100, layer 2015). On H5 it is drawn here; mini-programs use their native previewer.
 */
export function ImageViewer(props: ImageViewerProps) {
  const { images, visible, startIndex = 0, onClose } = props
  useEffect(() => {
    if (!visible || isH5() || images.length === 0) return
    // the platform's own previewer, with full URLs (the server names its files by path)
    const urls = images.map((u) => mediaUrl(u))
    void Taro.previewImage({ urls, current: urls[startIndex] ?? urls[0] })
    onClose()
  }, [visible, images, startIndex, onClose])
  if (!visible || !isH5() || images.length === 0) return null
  return <H5Viewer {...props} />
}

function H5Viewer({
  images,
  startIndex = 0,
  autoplay = false,
  onClose,
  interval = VIEWER_DEFAULTS.interval,
  zoomStep = VIEWER_DEFAULTS.zoomStep,
  minZoom = VIEWER_DEFAULTS.minZoom,
  maxZoom = VIEWER_DEFAULTS.maxZoom,
  zIndex = VIEWER_DEFAULTS.zIndex,
}: ImageViewerProps) {
  const [index, setIndex] = useState(Math.min(startIndex, images.length - 1))
  const [zoom, setZoom] = useState(1)
  const [playing, setPlaying] = useState(autoplay)
  const pinch = useRef<{ dist: number; zoom: number } | null>(null)
  const opts = { zoomStep, minZoom, maxZoom }

  const go = useCallback(
    (delta: 1 | -1) => {
      setIndex((i) => nextIndex(i, images.length, delta))
      setZoom(1)
    },
    [images.length],
  )

  useEffect(() => {
    if (!playing || images.length < 2) return
    const id = setInterval(() => go(1), interval)
    return () => clearInterval(id)
  }, [playing, interval, go, images.length])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
      if (e.key === 'ArrowRight') go(1)
      if (e.key === 'ArrowLeft') go(-1)
    }
    // Mouse wheel zooms by one step (Taro's View has no onWheel).
    const onWheel = (e: WheelEvent) =>
      setZoom((z) => stepZoom(z, e.deltaY < 0 ? 1 : -1, { zoomStep, minZoom, maxZoom }))
    window.addEventListener('keydown', onKey)
    window.addEventListener('wheel', onWheel)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('wheel', onWheel)
    }
  }, [go, onClose, zoomStep, minZoom, maxZoom])

  const touchDist = (t: TouchList) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY)

  return (
    <View
      className='image-viewer'
      style={{ zIndex }}
      role='dialog'
      aria-label='图片查看'
      onTouchStart={(e: unknown) => {
        const ev = e as TouchEvent
        if (ev.touches.length === 2) pinch.current = { dist: touchDist(ev.touches), zoom }
      }}
      onTouchMove={(e: unknown) => {
        const ev = e as TouchEvent
        if (ev.touches.length === 2 && pinch.current) {
          const ratio = touchDist(ev.touches) / pinch.current.dist
          setZoom(clampZoom(pinch.current.zoom * ratio, opts))
        }
      }}
      onTouchEnd={() => {
        pinch.current = null
      }}
    >
      <View className='image-viewer__stage' onClick={onClose}>
        <Image
          className='image-viewer__img'
          src={images[index]}
          mode='aspectFit'
          style={{ transform: `scale(${zoom})` }}
          onClick={(e) => e.stopPropagation()}
        />
      </View>
      <View className='image-viewer__bar'>
        <Text className='image-viewer__count'>
          {index + 1} / {images.length}
        </Text>
        <View className='image-viewer__btn' onClick={() => setZoom((z) => stepZoom(z, -1, opts))} aria-label='缩小'>
          －
        </View>
        <Text className='image-viewer__zoom'>{Math.round(zoom * 100)}%</Text>
        <View className='image-viewer__btn' onClick={() => setZoom((z) => stepZoom(z, 1, opts))} aria-label='放大'>
          ＋
        </View>
        {images.length > 1 && (
          <>
            <View className='image-viewer__btn' onClick={() => go(-1)} aria-label='上一张'>
              ‹
            </View>
            <View
              className='image-viewer__btn'
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? '暂停' : '播放'}
            >
              {playing ? 'Ⅱ' : '▶'}
            </View>
            <View className='image-viewer__btn' onClick={() => go(1)} aria-label='下一张'>
              ›
            </View>
          </>
        )}
        <View className='image-viewer__btn' onClick={onClose} aria-label='关闭'>
          ✕
        </View>
      </View>
    </View>
  )
}

export default ImageViewer
