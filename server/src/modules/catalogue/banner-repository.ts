import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { banners } from './table.js';

export type BannerRepo = ReturnType<typeof createBannerRepo>;
export type BannerRow = typeof banners.$inferSelect;
export type BannerInsert = Omit<BannerRow, 'id'>;

/** The operator editor's access to the catalogue's banners table (the public read is in repository.ts). */
export function createBannerRepo(db: Db) {
  return {
    async all(type: number | undefined, tx: Executor = db) {
      return tx
        .select()
        .from(banners)
        .where(type === undefined ? undefined : eq(banners.type, type))
        .orderBy(asc(banners.type), asc(banners.sort), asc(banners.id));
    },
    async byId(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(banners).where(eq(banners.id, id)).limit(1);
      return row;
    },
    async insert(v: BannerInsert, tx: Executor = db) {
      const [row] = await tx.insert(banners).values(v).returning();
      return row!;
    },
    async update(id: number, v: Partial<BannerInsert>, tx: Executor = db) {
      const [row] = await tx.update(banners).set(v).where(eq(banners.id, id)).returning();
      return row;
    },
    async remove(id: number, tx: Executor = db) {
      const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
      return row;
    },
  };
}
