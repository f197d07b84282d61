import { RankTable, SlotIds } from './sorted-rows.js';

/** Slots a game's window keeps spare for goods listed later, per good it holds, and at least SPARE_MIN. */
const SPARE_SHARE = 1 / 16;
const SPARE_MIN = 32;
const roundUp32 = (n: number) => (n + 31) & ~31;

/** A game's window as a load lays it out: its first slot, and the slots of its goods by ascending id. */
export interface GameWindow {
  gameId: number;
  base: number;
  slots: Int32Array;
}

/**
 * Where each listed good sits in the listing index: its slot, this instance's own number for it.
 *
 * Why not the id: a game's bitmaps must cover every number its goods hold, and ids are handed out
 * across all games and never reused, so each game's bitmaps spanned every id ever issued (6,250
 * words at 200,000 goods, AND-ed for every condition of every request, kept for every district,
 * tag and attribute value). Slots put a game's goods side by side, in a window starting at a
 * multiple of 32: a game's bitmaps are its window, and a keyword's list over all slots lines up
 * with it word for word (listing-bucket.ts).
 *
 * A sold good's slot goes back to its game; a good listed later takes a free one, or, when its
 * game has none left, a new stretch at the end that joins the game's window (which then spans the
 * games between; a reload lays everything out densely again).
 */
export class Slots {
  /**
   * each listed good's slot by id, -1: none. A table by id, not a Map: 4 bytes for every id up to
   * the largest, where a Map took about 40 per listed good (and 190,000 entries for the collector
   * to walk), so it is the smaller while fewer than one id in ten is listed.
   */
  private readonly slotOf = new RankTable();
  /** listed goods */
  size = 0;
  /** each slot's good id (orders break ties by it) and game; -1: free */
  readonly idOf = new SlotIds();
  readonly gameAt = new RankTable();
  /** per game, the free slots of its window, the lowest on top (a window stays dense) */
  private readonly spare = new Map<number, number[]>();
  /** slots below this belong to some game's window */
  count = 0;

  /** At a load: each game's goods (`byGame`, ids below `idCap`) side by side; returns id → slot (-1: none) and the windows. */
  layout(byGame: Map<number, number[]>, idCap: number): { to: Int32Array; windows: GameWindow[] } {
    const to = new Int32Array(idCap).fill(-1);
    const windows: GameWindow[] = [];
    this.slotOf.reserve(idCap);
    for (const gameId of [...byGame.keys()].sort((a, b) => a - b)) {
      const ids = byGame.get(gameId)!.sort((a, b) => a - b);
      const base = this.stretch(gameId, ids.length, ids.length);
      const slots = new Int32Array(ids.length);
      ids.forEach((id, i) => {
        const slot = this.spare.get(gameId)!.pop()!;
        to[id] = slots[i] = slot;
        this.put(id, slot, gameId);
      });
      windows.push({ gameId, base, slots });
    }
    return { to, windows };
  }

  /**
   * A free slot of the game's window, and the start of the stretch added for it when none was free
   * (sized by `held`, the goods the game holds now).
   */
  take(gameId: number, held: number): { slot: number; stretch?: number } {
    const free = this.spare.get(gameId);
    if (free?.length) return { slot: free.pop()! };
    const stretch = this.stretch(gameId, 0, held);
    return { slot: this.spare.get(gameId)!.pop()!, stretch };
  }

  /** The good's slot, or undefined when it is not listed. */
  of(id: number): number | undefined {
    const slot = id < this.slotOf.arr.length ? this.slotOf.arr[id]! : -1;
    return slot < 0 ? undefined : slot;
  }

  /** Records the good now in `slot`. */
  put(id: number, slot: number, gameId: number) {
    this.idOf.arr[slot] = id;
    this.gameAt.arr[slot] = gameId;
    this.slotOf.reserve(id + 1);
    if (this.slotOf.arr[id]! < 0) this.size++;
    this.slotOf.arr[id] = slot;
  }

  /** Gives the good's slot back to its game (once nothing reads its id there any more). */
  free(id: number, slot: number) {
    const gameId = this.gameAt.arr[slot]!;
    if (this.slotOf.arr[id] === slot) {
      this.slotOf.arr[id] = -1;
      this.size--;
    }
    this.idOf.arr[slot] = -1;
    this.gameAt.arr[slot] = -1;
    this.spare.get(gameId)!.push(slot);
  }

  /** New free slots for a game at the end, room for `goods` and a share of `held` to spare; returns the first. */
  private stretch(gameId: number, goods: number, held: number): number {
    const base = roundUp32(this.count);
    const size = roundUp32(goods + Math.max(SPARE_MIN, Math.ceil(held * SPARE_SHARE)));
    this.count = base + size;
    this.idOf.reserve(this.count);
    this.gameAt.reserve(this.count);
    let free = this.spare.get(gameId);
    if (!free) this.spare.set(gameId, (free = []));
    for (let slot = base + size - 1; slot >= base; slot--) free.push(slot);
    return base;
  }
}
