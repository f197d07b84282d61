import { act, fireEvent, render } from '@testing-library/react'
import { Carousel } from '../src/components/Carousel/Carousel.h5'

// Found while building the crawler (issue 18 §3): a banner chosen with its dot slid away on the
// old schedule, sometimes at once, under the finger that was about to tap it.
const shown = (c: HTMLElement) =>
  Array.from(c.querySelectorAll('.carousel__item')).findIndex((el) => el.getAttribute('aria-hidden') === 'false')

afterEach(() => jest.useRealTimers())

describe('Carousel (H5)', () => {
  it('moves on by itself every interval', () => {
    jest.useFakeTimers()
    const { container } = render(<Carousel items={['a', 'b', 'c']} interval={5000} dots />)
    expect(shown(container)).toBe(0)
    act(() => void jest.advanceTimersByTime(5000))
    expect(shown(container)).toBe(1)
    act(() => void jest.advanceTimersByTime(5000))
    expect(shown(container)).toBe(2)
    act(() => void jest.advanceTimersByTime(5000))
    expect(shown(container)).toBe(0)
  })

  it('gives a slide chosen with its dot a whole interval before moving on', () => {
    jest.useFakeTimers()
    const { container } = render(<Carousel items={['a', 'b', 'c']} interval={5000} dots />)
    act(() => void jest.advanceTimersByTime(4900))
    fireEvent.click(container.querySelectorAll('.carousel__dot')[2]!)
    expect(shown(container)).toBe(2)
    act(() => void jest.advanceTimersByTime(4900))
    expect(shown(container)).toBe(2)
    act(() => void jest.advanceTimersByTime(100))
    expect(shown(container)).toBe(0)
  })
})
