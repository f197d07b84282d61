import { useMemo, useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import type { PageState } from './usePage'
import { pressable } from './useDesk'
import './table.scss'

export interface Column<T> {
  key: string
  label: string
  render: (row: T) => ReactNode
  /** The value the column sorts by; a column without one does not sort. */
  sort?: (row: T) => string | number
  /** A CSS grid track, e.g. '2fr' or '120px'; 1fr when left out. */
  width?: string
}

type Sort = { key: string; dir: 1 | -1 } | null

/**
 * A desk table: a header that sorts the page by a column (click again to reverse), rows that open
 * on click or Enter, and a pager. Rows are a CSS grid so long titles wrap inside their cell.
 */
export function DataTable<T extends { id: number }>({
  columns,
  page,
  onOpen,
  label,
  selectedId,
}: {
  columns: Column<T>[]
  page: PageState<T>
  onOpen?: (row: T) => void
  /** What the table lists, for screen readers (待审核商品 …). */
  label: string
  /** The row shown in full elsewhere on the page (the review desk's open listing). */
  selectedId?: number
}) {
  const [sort, setSort] = useState<Sort>(null)
  const rows = useMemo(() => {
    const col = sort && columns.find((c) => c.key === sort.key)
    if (!col?.sort || !sort) return page.rows
    const by = col.sort
    return [...page.rows].sort((a, b) => {
      const x = by(a)
      const y = by(b)
      return (x < y ? -1 : x > y ? 1 : 0) * sort.dir
    })
  }, [page.rows, columns, sort])
  const grid = { gridTemplateColumns: columns.map((c) => c.width ?? 'minmax(0, 1fr)').join(' ') }
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize))
  const toggle = (key: string) =>
    setSort((s) => (s?.key === key ? (s.dir === 1 ? { key, dir: -1 } : null) : { key, dir: 1 }))

  return (
    <View className='data-table' role='table' aria-label={label}>
      <View className='data-table__row data-table__row--head' role='row' style={grid}>
        {columns.map((c) => {
          const on = sort?.key === c.key
          return c.sort ? (
            <View
              key={c.key}
              className={`data-table__th data-table__th--sort ${on ? 'data-table__th--on' : ''}`}
              role='columnheader'
              {...pressable(() => toggle(c.key))}
              aria-sort={on ? (sort!.dir === 1 ? 'ascending' : 'descending') : 'none'}
              onClick={() => toggle(c.key)}
            >
              {c.label}
              <Text className='data-table__arrow'>{on ? (sort!.dir === 1 ? '▲' : '▼') : '↕'}</Text>
            </View>
          ) : (
            <View key={c.key} className='data-table__th' role='columnheader'>
              {c.label}
            </View>
          )
        })}
      </View>
      {rows.map((r) => (
        <View
          key={r.id}
          className={`data-table__row ${onOpen ? 'data-table__row--link' : ''} ${r.id === selectedId ? 'data-table__row--on' : ''}`}
          role='row'
          aria-selected={selectedId === undefined ? undefined : r.id === selectedId}
          style={grid}
          {...(onOpen ? pressable(() => onOpen(r)) : {})}
          onClick={onOpen ? () => onOpen(r) : undefined}
        >
          {columns.map((c) => (
            <View key={c.key} className='data-table__td' role='cell'>
              {c.render(r)}
            </View>
          ))}
        </View>
      ))}
      {page.error ? (
        <View className='data-table__state' onClick={() => void page.reload()}>
          {page.error}，点击重试
        </View>
      ) : page.loading && !rows.length ? (
        <View className='data-table__state'>加载中…</View>
      ) : !rows.length ? (
        <View className='data-table__state'>暂无记录</View>
      ) : null}
      <View className='data-table__pager'>
        <Text className='data-table__total'>
          共 {page.total} 条 · 第 {page.pageNum}/{pages} 页
        </Text>
        <View
          className={`console-btn console-btn--ghost ${page.pageNum <= 1 ? 'is-disabled' : ''}`}
          role='button'
          {...pressable(() => page.pageNum > 1 && void page.go(page.pageNum - 1))}
          aria-disabled={page.pageNum <= 1}
          onClick={() => page.pageNum > 1 && void page.go(page.pageNum - 1)}
        >
          上一页
        </View>
        <View
          className={`console-btn console-btn--ghost ${page.pageNum >= pages ? 'is-disabled' : ''}`}
          role='button'
          {...pressable(() => page.pageNum < pages && void page.go(page.pageNum + 1))}
          aria-disabled={page.pageNum >= pages}
          onClick={() => page.pageNum < pages && void page.go(page.pageNum + 1)}
        >
          下一页
        </View>
      </View>
    </View>
  )
}

export default DataTable
