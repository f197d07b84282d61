import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

// One type scale for the whole app (issue 20 item 1): sizes and line-heights are tokens of
// src/styles/type.scss, line-heights 1.4–1.6 of the size, and the root text has a normal size and a
// unitless line-height so that no block inherits Taro's 1.6 × 37.5 px lines.
const src = join(__dirname, '..', 'src')
const scss = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? scss(p) : p.endsWith('.scss') ? [p] : []
  })
const read = (p: string) => readFileSync(join(src, p), 'utf8')

describe('type scale', () => {
  it('line-heights are 1.4–1.6 of the size', () => {
    const leadings = [...read('styles/type.scss').matchAll(/^\$leading-[a-z]+:\s*([\d.]+);/gm)].map((m) => Number(m[1]))
    expect(leadings.length).toBeGreaterThanOrEqual(3)
    for (const l of leadings) expect(l >= 1.4 && l <= 1.6).toBe(true)
  })

  it('the root text takes a normal size and a unitless line-height', () => {
    const root = read('app.scss').match(/page,\s*body\s*\{([^}]*)\}/)![1]
    expect(root).toMatch(/font-size:\s*\$font-root;/)
    expect(root).toMatch(/line-height:\s*\$leading-root;/)
    expect(read('styles/type.scss')).toMatch(/^\$leading-root:\s*\$leading-normal;/m)
  })

  it('pages and components take sizes and line-heights from the tokens', () => {
    const strays: string[] = []
    for (const file of scss(src)) {
      const name = relative(src, file).replace(/\\/g, '/')
      if (name === 'styles/type.scss') continue
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // a number of its own: a px font size, or a unitless line-height (px line-heights centre
          // one line in a box: layout, not type)
          if (/font-size:\s*[\d.]+(px|rem|em)?\s*;/.test(line) || /line-height:\s*[\d.]+\s*;/.test(line))
            strays.push(`${name}:${i + 1} ${line.trim()}`)
        })
    }
    expect(strays).toEqual([])
  })
})
