import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import type { CarouselProps } from './Carousel'
import './index.scss'

/**
 * H5: a few lines of our own instead of Taro's Swiper, which pulls a ~37 KB (brotli) slider
 * library into the home page's first load. One item shows at a time and slides every `interval`.
 */
export function Carousel({ items, className, interval = 5000, vertical, dots }: CarouselProps) {
  const [index, setIndex] = useState(0)
  const count = items.length
  useEffect(() => {
    if (count < 2) return
    const id = setInterval(() => setIndex((i) => (i + 1) % count), interval)
    return () => clearInterval(id)
  }, [count, interval])
  const shift = vertical ? `translateY(-${index * 100}%)` : `translateX(-${index * 100}%)`
  return (
    <View className={`carousel ${vertical ? 'carousel--vertical' : ''} ${className ?? ''}`}>
      <View className='carousel__track' style={{ transform: shift }}>
        {items.map((item, i) => (
          <View key={i} className='carousel__item' aria-hidden={i !== index}>
            {item}
          </View>
        ))}
      </View>
      {dots && count > 1 && (
        <View className='carousel__dots'>
          {items.map((_, i) => (
            <View
              key={i}
              className={`carousel__dot ${i === index ? 'carousel__dot--on' : ''}`}
              onClick={() => setIndex(i)}
            />
          ))}
        </View>
      )}
    </View>
  )
}
