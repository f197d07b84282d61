import type { CSSProperties, ReactNode } from 'react'
import { Swiper, SwiperItem } from '@tarojs/components'

export interface CarouselProps {
  items: ReactNode[]
  className?: string
  style?: CSSProperties
  interval?: number
  vertical?: boolean
  dots?: boolean
}

/** Mini-programs: the native swiper (cheap there). The H5 build uses Carousel.h5.tsx instead. */
export function Carousel({ items, className, interval = 5000, vertical, dots }: CarouselProps) {
  return (
    <Swiper className={className} autoplay circular vertical={vertical} indicatorDots={dots} interval={interval}>
      {items.map((item, i) => (
        <SwiperItem key={i}>{item}</SwiperItem>
      ))}
    </Swiper>
  )
}
