/**
 * Durations, fees and percentages users read come from the server (GET /api/rules, src/hooks/useRules),
 * never from the client's own text: a figure written here goes stale the day an operator changes the
 * configuration. This scans every source line that holds Chinese text for a figure with a unit.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const SRC = join(__dirname, '..', 'src')
const CJK = /[\u4e00-\u9fff]/
const FIGURE = /(\d+(?:\.\d+)?|[一二两三四五六七八九十百]+)\s*(?:小时|分钟|天|周|个月|年|秒|%|％)/g

/** True constants: not the platform's to configure. Each says why. */
const ALLOWED: { file?: string; text: string; why: string }[] = [
  { text: '18周岁', why: '法定年龄：未成年人不得交易（未成年人保护法）' },
  { file: 'other/geren/index.tsx', text: '3年', why: '电子商务法：交易记录至少保存三年' },
  { file: 'other/rentOut/index.tsx', text: '24小时', why: '表单的取值范围 1-24，与服务端的出租校验一致' },
  { file: 'pages/hire/ListingDetail.tsx', text: '1小时', why: '时长步进器每次加减一小时' },
  { file: 'components/TrendChart/index.tsx', text: '一周', why: '走势图每根柱子是一周的成交' },
]

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) sourceFiles(p, out)
    else if (/\.(ts|tsx)$/.test(name)) out.push(p)
  }
  return out
}

export function fixedFigures(file: string, text: string): string[] {
  const rel = relative(SRC, file).split('\\').join('/')
  const found: string[] = []
  text.split('\n').forEach((line, i) => {
    const code = line.trim()
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*') || !CJK.test(line)) return
    for (const m of line.matchAll(FIGURE)) {
      const ok = ALLOWED.some((a) => (!a.file || a.file === rel) && line.slice(m.index).startsWith(a.text))
      if (!ok) found.push(`src/${rel}:${i + 1}: ${m[0]}  ← ${code}`)
    }
  })
  return found
}

test('no page or component states a duration, fee or percentage of its own', () => {
  const found = sourceFiles(SRC).flatMap((f) => fixedFigures(f, readFileSync(f, 'utf8')))
  expect(found).toEqual([])
})

test('the check sees a fixed figure, and lets the allowed constants through', () => {
  const file = join(SRC, 'components/X/index.tsx')
  expect(fixedFigures(file, "toast('卖家需在48小时内答辩')")).toHaveLength(1)
  expect(fixedFigures(file, '<Text>扣除3%服务费</Text>')).toHaveLength(1)
  expect(fixedFigures(file, "const t = '三天内发货'")).toHaveLength(1)
  expect(fixedFigures(file, "content: '年满18周岁'")).toEqual([])
  expect(fixedFigures(file, "transform: 'translate(-50%, 0)'")).toEqual([])
  expect(fixedFigures(file, '// 48小时 in a comment')).toEqual([])
})
