import { qrSvg } from '../src/pages/appDownload/SiteCode'
import { bandLabel } from '../src/pages/goodList/PricePresets'

// 下载App's code is drawn from the address (issue 38): a real QR symbol, not a picture.

/** The dark modules of the SVG's path, as "x,y". */
function darkCells(svg: string): Set<string> {
  const d = /<path d="([^"]+)"/.exec(svg)![1]!
  return new Set([...d.matchAll(/M(\d+) (\d+)/g)].map((m) => `${m[1]},${m[2]}`))
}

describe('qrSvg', () => {
  const svg = qrSvg('https://haoshi.example/index/home')
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1])
  const dark = darkCells(svg)

  it('is a square symbol of a QR size (21 + 4k modules) inside a quiet zone of two', () => {
    expect((size - 4 - 21) % 4).toBe(0)
    for (let i = 0; i < size; i++) {
      for (const [x, y] of [
        [i, 0],
        [i, 1],
        [0, i],
        [size - 1, i],
      ])
        expect(dark.has(`${x},${y}`)).toBe(false)
    }
  })

  it('has the three finder patterns: a dark ring, a light ring, a dark 3×3 core', () => {
    const n = size - 4
    for (const [ox, oy] of [
      [2, 2],
      [2 + n - 7, 2],
      [2, 2 + n - 7],
    ]) {
      for (let y = 0; y < 7; y++)
        for (let x = 0; x < 7; x++) {
          const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3))
          expect([`${x},${y}`, dark.has(`${ox! + x},${oy! + y}`)]).toEqual([`${x},${y}`, ring !== 2])
        }
    }
  })

  it('differs with the address it encodes', () => {
    expect(qrSvg('https://a.example/index/home')).not.toBe(qrSvg('https://b.example/index/home'))
  })
})

describe('bandLabel', () => {
  it('words the first, middle and last presets', () => {
    expect(bandLabel({ minYuan: 0, maxYuan: 90 })).toBe('90元以下')
    expect(bandLabel({ minYuan: 90, maxYuan: 140 })).toBe('90-140元')
    expect(bandLabel({ minYuan: 1200, maxYuan: null })).toBe('1200元以上')
  })
})
