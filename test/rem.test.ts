import { installRootFontSize, rootFontSize, RESIZE_DELAY_MS } from '../src/utils/rem'

describe('root font size', () => {
  it('is one tenth of the viewport width', () => {
    expect(rootFontSize(375)).toBe(37.5)
    expect(rootFontSize(320)).toBe(32)
  })

  it('caps the width at 540', () => {
    expect(rootFontSize(540)).toBe(54)
    expect(rootFontSize(1024)).toBe(54)
    expect(rootFontSize(812)).toBe(54) // a phone in landscape
  })

  it('applies at once and again 300 ms after the last resize', () => {
    jest.useFakeTimers()
    const listeners: Record<string, () => void> = {}
    const el = { clientWidth: 375, style: { fontSize: '' } }
    const dispose = installRootFontSize({
      doc: { documentElement: el },
      win: {
        addEventListener: (t, fn) => (listeners[t] = fn),
        removeEventListener: (t) => delete listeners[t],
      },
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    })
    expect(el.style.fontSize).toBe('37.5px')
    el.clientWidth = 414
    listeners.resize()
    jest.advanceTimersByTime(200)
    el.clientWidth = 812
    listeners.orientationchange()
    jest.advanceTimersByTime(RESIZE_DELAY_MS - 1)
    expect(el.style.fontSize).toBe('37.5px')
    jest.advanceTimersByTime(1)
    expect(el.style.fontSize).toBe('54px')
    expect(RESIZE_DELAY_MS).toBe(300)
    dispose()
    expect(Object.keys(listeners)).toEqual([])
    jest.useRealTimers()
  })
})
