import { VIEWER_DEFAULTS, clampZoom, nextIndex, stepZoom } from '../src/components/ImageViewer/model'

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

  it('wraps around the images', () => {
    expect(nextIndex(2, 3, 1)).toBe(0)
    expect(nextIndex(0, 3, -1)).toBe(2)
    expect(nextIndex(0, 0, 1)).toBe(0)
  })
})
