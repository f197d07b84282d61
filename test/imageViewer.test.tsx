import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ImageViewer } from '../src/components/ImageViewer'
import {
  VIEWER_DEFAULTS,
  clampZoom,
  nextIndex,
  panToKeep,
  stepZoom,
  swipeIndex,
} from '../src/components/ImageViewer/model'

describe('image viewer defaults and rules', () => {
  it('has the spec defaults', () => {
    expect(VIEWER_DEFAULTS).toEqual({ interval: 5000, zoomStep: 0.1, minZoom: 0.01, maxZoom: 100, zIndex: 2015 })
  })

  it('zooms by 0.1 per step without drifting', () => {
    let z = 1
    for (let i = 0; i < 3; i++) z = stepZoom(z, 1)
    expect(z).toBe(1.3)
    z = stepZoom(z, -1)
    expect(z).toBe(1.2)
  })

  it('clamps zoom between 0.01 and 100', () => {
    expect(clampZoom(0.001)).toBe(0.01)
    expect(clampZoom(1000)).toBe(100)
    expect(stepZoom(0.05, -1)).toBe(0.01)
    expect(stepZoom(99.95, 1)).toBe(100)
  })

  it('a swipe needs 50 px (or a quarter of a narrow screen) and stops at the ends', () => {
    expect(swipeIndex(1, 4, -49, 375)).toBe(1)
    expect(swipeIndex(1, 4, -50, 375)).toBe(2)
    expect(swipeIndex(1, 4, 50, 375)).toBe(0)
    expect(swipeIndex(0, 4, 200, 375)).toBe(0)
    expect(swipeIndex(3, 4, -200, 375)).toBe(3)
    expect(swipeIndex(1, 4, -30, 120)).toBe(2)
  })

  it('zooming about a tapped point keeps that point still', () => {
    expect(panToKeep(100, -50, 2)).toEqual({ x: -100, y: 50 })
    expect(panToKeep(0, 0, 2)).toEqual({ x: 0, y: 0 })
  })

  it('wraps around the images', () => {
    expect(nextIndex(2, 3, 1)).toBe(0)
    expect(nextIndex(0, 3, -1)).toBe(2)
    expect(nextIndex(0, 0, 1)).toBe(0)
  })
})

describe('the H5 viewer', () => {
  const images = ['/uploads/a.svg', '/uploads/b.svg', '/uploads/c.svg', '/uploads/d.svg']
  const viewer = () => document.body.querySelector('.image-viewer') as HTMLElement
  const counter = () => document.body.querySelector('.image-viewer__count')?.textContent
  const zoomOf = () =>
    (document.body.querySelector('[aria-hidden="false"] .image-viewer__zoom') as HTMLElement).style.transform
  const at = (x: number, y = 400) => ({ clientX: x, clientY: y })
  const finger = (from: number, to: number, y = 400) => {
    fireEvent.touchStart(viewer(), { touches: [at(from, y)] })
    fireEvent.touchMove(viewer(), { touches: [at(to, y)] })
    fireEvent.touchEnd(viewer(), { touches: [] })
  }
  const tapAt = (x: number, y = 400) => {
    fireEvent.touchStart(viewer(), { touches: [at(x, y)] })
    fireEvent.touchEnd(viewer(), { touches: [] })
  }
  const open = (startIndex = 1) => {
    const onClose = jest.fn()
    const r = render(<ImageViewer images={images} visible startIndex={startIndex} onClose={onClose} />)
    return { onClose, ...r }
  }

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    cleanup()
    jest.useRealTimers()
  })

  it('is drawn on the body, above the page, and counts the images (2/4)', () => {
    const { container } = open()
    expect(container.innerHTML).toBe('')
    expect(viewer().parentElement).toBe(document.body)
    expect(viewer().style.zIndex).toBe('2015')
    expect(viewer().getAttribute('role')).toBe('dialog')
    expect(counter()).toBe('2/4')
    // no desktop zoom bar any more: − 100% + ▶
    expect(document.body.textContent).not.toMatch(/100%|▶|－|＋/)
  })

  it('a swipe changes the image; a short drag does not; swipes stop at the last image', () => {
    open()
    finger(600, 400) // to the left: next
    expect(counter()).toBe('3/4')
    finger(400, 600) // to the right: previous
    expect(counter()).toBe('2/4')
    finger(600, 570) // 30 px: not a swipe
    expect(counter()).toBe('2/4')
    finger(600, 300)
    finger(600, 300)
    finger(600, 300)
    expect(counter()).toBe('4/4')
  })

  it('one tap closes, a moment later (it might have become a double tap)', () => {
    const { onClose } = open()
    tapAt(500)
    expect(onClose).not.toHaveBeenCalled()
    act(() => void jest.advanceTimersByTime(350))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a double tap zooms in on the tapped point and a second one zooms back out; neither closes', () => {
    const { onClose } = open()
    expect(zoomOf()).toBe('translate(0px, 0px) scale(1)')
    tapAt(612, 484) // jsdom’s window is 1024×768: 100 px right of and below the centre
    tapAt(612, 484)
    expect(zoomOf()).toBe('translate(-100px, -100px) scale(2)')
    act(() => void jest.advanceTimersByTime(1000))
    tapAt(300)
    tapAt(300)
    expect(zoomOf()).toBe('translate(0px, 0px) scale(1)')
    act(() => void jest.advanceTimersByTime(1000))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('pinching zooms by the change of distance between the fingers, within the spec limits', () => {
    open()
    fireEvent.touchStart(viewer(), { touches: [at(400), at(500)] })
    fireEvent.touchMove(viewer(), { touches: [at(350), at(600)] })
    expect(zoomOf()).toBe('translate(0px, 0px) scale(2.5)')
    fireEvent.touchMove(viewer(), { touches: [at(0), at(100000)] })
    expect(zoomOf()).toBe('translate(0px, 0px) scale(100)')
    fireEvent.touchEnd(viewer(), { touches: [at(0)] })
    fireEvent.touchEnd(viewer(), { touches: [] })
    // while zoomed in a drag moves the picture instead of changing image
    finger(600, 400)
    expect(counter()).toBe('2/4')
    expect(zoomOf()).toBe('translate(-200px, 0px) scale(100)')
  })

  it('on a desktop: Esc closes, the arrow keys and the ‹ › buttons change image, the close button closes', () => {
    const { onClose } = open(0)
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(counter()).toBe('2/4')
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    expect(counter()).toBe('4/4')
    fireEvent.click(screen.getByLabelText('下一张'))
    expect(counter()).toBe('1/4')
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByLabelText('关闭'))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('a mouse click closes after the double-click window; a double click zooms', () => {
    const { onClose } = open()
    fireEvent.click(viewer(), at(512, 384))
    fireEvent.click(viewer(), at(512, 384))
    expect(zoomOf()).toBe('translate(0px, 0px) scale(2)')
    fireEvent.click(viewer(), at(512, 384))
    act(() => void jest.advanceTimersByTime(350))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
