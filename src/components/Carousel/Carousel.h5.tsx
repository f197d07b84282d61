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
  // restarted on every change of slide, so a slide chosen with its dot stays a whole interval
  // instead of sliding away on the old schedule under the finger about to tap it
  useEffect(() => {
    if (count < 2) return
    const id = setTimeout(() => setIndex((i) => (i + 1) % count), interval)
    return () => clearTimeout(id)
  }, [count, interval, index])
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
              role='button'
              aria-label={`第${i + 1}张`}
            />
          ))}
        </View>
      )}
    </View>
  )
}
