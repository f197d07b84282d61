import { useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import Taro from '@tarojs/taro'
import { View, Image, Text } from '@tarojs/components'
import CloseGlyph from '@nutui/icons-react-taro/dist/es/icons/Close.js'
import ArrowLeft from '@nutui/icons-react-taro/dist/es/icons/ArrowLeft.js'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import { Icon } from '../Icon'
import { isH5, mediaUrl } from '../../utils/platform'
import {
  GESTURE,
  VIEWER_DEFAULTS,
  clampZoom,
  nextIndex,
  panToKeep,
  stepZoom,
  swipeIndex,
  type ViewerOptions,
} from './model'
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
 * A full-screen image viewer with the spec's defaults (slideshow 5000 ms, zoom step 0.1, zoom
 * 0.01–100, layer 2015). On H5 it is drawn here, the way phone galleries work: black, swipe between
 * images, pinch or double-tap to zoom, tap to close, a counter; Esc and the arrow keys on a
 * desktop. Mini-programs use their native previewer.
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
  if (!visible || !isH5() || images.length === 0 || typeof document === 'undefined') return null
  // On the body, not in the page: a page is a transformed box (Taro's page transition), so a fixed
  // child would be drawn inside it and under anything fixed outside it (bottom bars).
  return createPortal(<H5Viewer {...props} />, document.body)
}

type Touch = { clientX: number; clientY: number }
type Touches = { length: number; [i: number]: Touch }
/** what the viewer reads of a touch event (React's on H5) */
type TouchEvt = { touches: Touches; stopPropagation: () => void }
type Gesture =
  | { kind: 'pinch'; dist: number; zoom: number }
  | { kind: 'drag'; x: number; y: number; dx: number; dy: number; moved: boolean; pan: { x: number; y: number } }
  | { kind: 'settling' }

const distance = (t: Touches) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY)

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
  const count = images.length
  const [index, setIndex] = useState(Math.max(0, Math.min(startIndex, count - 1)))
  const [zoom, setZoom] = useState(1)
  const [pan, setPan] = useState({ x: 0, y: 0 })
  /** how far the strip follows a finger swiping between images (px) */
  const [drag, setDrag] = useState(0)
  const [playing, setPlaying] = useState(autoplay)
  /** fingers on the screen: the image follows them without easing */
  const [touching, setTouching] = useState(false)
  const gesture = useRef<Gesture | null>(null)
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** a touch is followed by a mouse click the browser makes up: that click is not a second tap */
  const touchedAt = useRef(0)
  const opts = { zoomStep, minZoom, maxZoom }

  const show = useCallback((i: number) => {
    setIndex(i)
    setZoom(1)
    setPan({ x: 0, y: 0 })
  }, [])
  const go = useCallback((delta: 1 | -1) => show(nextIndex(index, count, delta)), [show, index, count])
  const zoomBy = useCallback(
    (direction: 1 | -1) =>
      setZoom((z) => {
        const next = stepZoom(z, direction, { zoomStep, minZoom, maxZoom })
        if (next <= 1) setPan({ x: 0, y: 0 })
        return next
      }),
    [zoomStep, minZoom, maxZoom],
  )

  useEffect(() => {
    if (!playing || count < 2) return
    const id = setInterval(() => setIndex((i) => nextIndex(i, count, 1)), interval)
    return () => clearInterval(id)
  }, [playing, interval, count])

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
      else if (e.key === 'ArrowRight') go(1)
      else if (e.key === 'ArrowLeft') go(-1)
      else if (e.key === '+' || e.key === '=') zoomBy(1)
      else if (e.key === '-') zoomBy(-1)
    }
    // the mouse wheel zooms by one step (Taro's View has no onWheel)
    const onWheel = (e: WheelEvent) => zoomBy(e.deltaY < 0 ? 1 : -1)
    window.addEventListener('keydown', onKey)
    window.addEventListener('wheel', onWheel)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('wheel', onWheel)
    }
  }, [go, zoomBy, onClose])

  /** One tap closes (a moment later, so that it can become a double tap); two zoom in or out. */
  const tap = (x: number, y: number) => {
    const now = Date.now()
    const prev = lastTap.current
    if (prev && now - prev.at < GESTURE.doubleTapMs && Math.hypot(x - prev.x, y - prev.y) < 40) {
      clearTimeout(closeTimer.current)
      lastTap.current = null
      if (zoom !== 1) {
        setZoom(1)
        setPan({ x: 0, y: 0 })
      } else {
        setZoom(clampZoom(GESTURE.doubleTapZoom, opts))
        setPan(panToKeep(x - window.innerWidth / 2, y - window.innerHeight / 2, GESTURE.doubleTapZoom))
      }
      return
    }
    lastTap.current = { at: now, x, y }
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => {
      lastTap.current = null
      onClose()
    }, GESTURE.doubleTapMs)
  }

  const onTouchStart = (e: TouchEvt) => {
    e.stopPropagation()
    setPlaying(false)
    setTouching(true)
    const t = e.touches
    if (t.length >= 2) gesture.current = { kind: 'pinch', dist: distance(t) || 1, zoom }
    else if (t.length === 1)
      gesture.current = { kind: 'drag', x: t[0].clientX, y: t[0].clientY, dx: 0, dy: 0, moved: false, pan }
  }

  const onTouchMove = (e: TouchEvt) => {
    const g = gesture.current
    const t = e.touches
    if (t.length >= 2) {
      // a second finger turns any gesture into a pinch
      if (g?.kind !== 'pinch') gesture.current = { kind: 'pinch', dist: distance(t) || 1, zoom }
      else setZoom(clampZoom((g.zoom * distance(t)) / g.dist, opts))
      return
    }
    if (g?.kind !== 'drag' || t.length !== 1) return
    g.dx = t[0].clientX - g.x
    g.dy = t[0].clientY - g.y
    if (Math.hypot(g.dx, g.dy) > GESTURE.tapSlop) g.moved = true
    if (!g.moved) return
    if (zoom > 1) setPan({ x: g.pan.x + g.dx, y: g.pan.y + g.dy })
    else {
      // past the first or the last image the strip follows the finger only a third of the way
      const edge = (index === 0 && g.dx > 0) || (index === count - 1 && g.dx < 0)
      setDrag(edge ? g.dx / 3 : g.dx)
    }
  }

  const onTouchEnd = (e: TouchEvt) => {
    e.stopPropagation()
    touchedAt.current = Date.now()
    const g = gesture.current
    if (e.touches.length > 0) {
      // one finger of a pinch lifted: wait for the other before anything else counts
      if (g?.kind === 'pinch') gesture.current = { kind: 'settling' }
      return
    }
    gesture.current = null
    setTouching(false)
    if (g?.kind === 'pinch' || g?.kind === 'settling') {
      // pinched smaller than the screen: back to fit (the wheel may still go down to minZoom)
      if (zoom < 1) {
        setZoom(1)
        setPan({ x: 0, y: 0 })
      }
      return
    }
    if (g?.kind !== 'drag') return
    setDrag(0)
    if (!g.moved) tap(g.x, g.y)
    else if (zoom <= 1) {
      const next = swipeIndex(index, count, g.dx, window.innerWidth)
      if (next !== index) show(next)
    }
  }

  // the viewer is drawn on the body but sits in the page's React tree: its taps stop here
  const onClick = (e: { clientX?: number; clientY?: number; stopPropagation: () => void }) => {
    e.stopPropagation()
    if (Date.now() - touchedAt.current < 800) return
    tap(e.clientX ?? window.innerWidth / 2, e.clientY ?? window.innerHeight / 2)
  }

  const button = (label: string, onPress: () => void) => ({
    role: 'button',
    'aria-label': label,
    onClick: (e: { stopPropagation: () => void }) => {
      e.stopPropagation()
      onPress()
    },
    onTouchStart: (e: { stopPropagation: () => void }) => e.stopPropagation(),
    onTouchEnd: (e: { stopPropagation: () => void }) => e.stopPropagation(),
  })

  return (
    <View
      className={`image-viewer ${touching ? 'image-viewer--touching' : ''}`}
      style={{ zIndex }}
      role='dialog'
      aria-modal='true'
      aria-label='图片查看'
      onTouchStart={(e) => onTouchStart(e as unknown as TouchEvt)}
      onTouchMove={(e) => onTouchMove(e as unknown as TouchEvt)}
      onTouchEnd={(e) => onTouchEnd(e as unknown as TouchEvt)}
      onTouchCancel={(e) => onTouchEnd(e as unknown as TouchEvt)}
      onClick={onClick}
    >
      <View
        className='image-viewer__track'
        style={{ transform: `translate3d(calc(${-index * 100}% + ${drag}px), 0, 0)` }}
      >
        {images.map((src, i) => (
          <View key={`${i}:${src}`} className='image-viewer__slide' aria-hidden={i !== index}>
            {/* only the image shown and its neighbours load */}
            {Math.abs(i - index) <= 1 && (
              <View
                className='image-viewer__zoom'
                style={i === index ? { transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` } : undefined}
              >
                <Image
                  className='image-viewer__img'
                  src={mediaUrl(src)}
                  mode='aspectFit'
                  imgProps={{ alt: `图片 ${i + 1}/${count}`, draggable: false }}
                />
              </View>
            )}
          </View>
        ))}
      </View>
      <View className='image-viewer__top'>
        <Text className='image-viewer__count' aria-live='polite'>
          {index + 1}/{count}
        </Text>
        <View className='image-viewer__close' {...button('关闭', onClose)}>
          <Icon of={CloseGlyph} />
        </View>
      </View>
      {count > 1 && (
        <>
          <View className='image-viewer__nav image-viewer__nav--prev' {...button('上一张', () => go(-1))}>
            <Icon of={ArrowLeft} />
          </View>
          <View className='image-viewer__nav image-viewer__nav--next' {...button('下一张', () => go(1))}>
            <Icon of={ArrowRight} />
          </View>
        </>
      )}
    </View>
  )
}

export default ImageViewer
