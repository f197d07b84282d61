import { render } from '@testing-library/react'
import { TrendChart } from '../src/components/TrendChart'
import type { TrendWeek } from '../src/api/appraisal'

// 回收价格表's 12-week chart (issue 38 item 5): four bars and no scale read as decoration. Every
// week keeps its column (a stub when it had no deals) and the values have a scale.
const weeks: TrendWeek[] = Array.from({ length: 12 }, (_, i) => ({
  weekStart: `2026-09-${String(i + 1).padStart(2, '0')}`,
  referenceFen: i % 3 === 0 ? 10000 + i * 1000 : null,
  dealCount: i % 3 === 0 ? 2 : 0,
})) as TrendWeek[]

it('keeps a column for every week, marks the weeks without deals, and has a value scale', () => {
  const { container } = render(<TrendChart weeks={weeks} />)
  expect(container.querySelectorAll('.trend__col')).toHaveLength(12)
  expect(container.querySelectorAll('.trend__col--empty')).toHaveLength(8)
  const scale = container.querySelector('.trend__scale')
  expect(scale?.textContent).toBe('¥190.00¥0.00')
})
