import { Type, type TSchema } from 'typebox';

export const PageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

/** A console list's date filter: whole Beijing days, both included (lib/day-range.ts checks them). */
export const DayRangeQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, description: '开始日期（含），如 2026-01-31' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: '结束日期（含），如 2026-01-31' })),
});

export interface Page {
  limit: number;
  offset: number;
}

export function toPage(q: { pageNum?: number; pageSize?: number }): Page {
  const pageNum = Math.max(1, q.pageNum ?? 1);
  const pageSize = Math.min(50, Math.max(1, q.pageSize ?? 10));
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

export function PageOf<T extends TSchema>(row: T) {
  return Type.Object({ rows: Type.Array(row), total: Type.Integer() });
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/**
 * A page of a list and the count of every row it filters, the two queries run at once: a
 * repository hands in its page query and its `select({ n: count() })` over the same filter.
 */
export async function paged<T>(rows: PromiseLike<T[]>, count: PromiseLike<{ n: number }[]>): Promise<Paged<T>> {
  const [page, [t]] = await Promise.all([rows, count]);
  return { rows: page, total: Number(t?.n ?? 0) };
}
