// Taro picks Carousel.h5.tsx for the H5 build and Carousel.tsx for the mini-programs.
export { Carousel } from './Carousel'
export type { CarouselProps } from './Carousel'
