import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

// One palette (issue 38 item 3): the brand's orange and its amber, greys, and the green/red of
// success and danger; blue headers, badges and step numbers came from another app. And a dialog's
// title says what it asks (退出登录？), never 「提示」.

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? files(p, ext) : ext.test(n) ? [p] : []
  })
}

/** hue in degrees and saturation 0–1 of a #rgb / #rrggbb colour */
function hueSat(hex: string): { h: number; s: number } {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const d = max - min
  if (d === 0) return { h: 0, s: 0 }
  const l = (max + min) / 2
  const s = d / (1 - Math.abs(2 * l - 1))
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return { h: (h * 60 + 360) % 360, s }
}

const SRC = join(__dirname, '..', 'src')

it('uses no blue: every saturated colour of the styles is the palette’s', () => {
  const blue: string[] = []
  for (const f of files(SRC, /\.(scss|tsx?)$/)) {
    // the payment channels' own marks (支付宝's blue): the channel's colour, not the app's
    if (f.endsWith(join('styles', 'channels.scss'))) continue
    for (const m of readFileSync(f, 'utf8').matchAll(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g)) {
      const { h, s } = hueSat(m[0])
      if (h >= 190 && h <= 260 && s > 0.4) blue.push(`${f.slice(SRC.length)}: ${m[0]}`)
    }
  }
  expect(blue).toEqual([])
})

it('titles no dialog 「提示」 or 「确认」: the title says what it asks', () => {
  // the console's queues and 我的回收 asked every question under a bare 「确认」 until 2026-11-29
  const vague = files(SRC, /\.tsx?$/).filter((f) => /title: '(提示|确认|注意|温馨提示)'/.test(readFileSync(f, 'utf8')))
  expect(vague.map((f) => f.slice(SRC.length))).toEqual([])
})

// Issue 37: income was drawn in green, which Chinese users read as a loss (their banking apps show
// money coming in in red). An income style takes the brand's colours, never the success green.
it('draws income in the brand colour, never in green', () => {
  const green: string[] = []
  for (const f of files(SRC, /\.scss$/)) {
    const text = readFileSync(f, 'utf8')
    for (const m of text.matchAll(/(&--in|income|__amount--in)[^{]*\{([^}]*)\}/g)) {
      if (/\$success|#1aad19|#07c160/i.test(m[2])) green.push(`${f.slice(SRC.length)}: ${m[1]}`)
    }
  }
  expect(green).toEqual([])
  const wallet = readFileSync(join(SRC, 'other', 'wallet', 'index.scss'), 'utf8')
  expect(wallet).toMatch(/&--in\s*\{\s*color:\s*\$brand(-ink)?;/)
})
