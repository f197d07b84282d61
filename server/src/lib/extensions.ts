/**
 * The extension points modules offer, by name, with the type of what fills them. Empty here: the
 * module that asks declares each one in its index.ts
 * (`declare module '../../lib/extensions.js' { interface ExtensionPoints { … } }`), so whoever
 * fills a point gets its type without importing the asker's files.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ExtensionPoints {}

export type PointName = keyof ExtensionPoints;

/** What one manifest (a module's or a flow's) puts into one point. */
export type Contribution = { [P in PointName]: { to: P; value: ExtensionPoints[P] } }[PointName];

/**
 * The answers a module needs from modules or flows built after it: a payment purpose's handler
 * (what being paid means for a rental), the order page's after-sale part, how an order completes.
 * Unlike a reaction, the asker reads the answer and uses it. compose.ts fills the registry from
 * every manifest's `contributes` once all are built, before any request; a module reads it when it
 * needs the answer (never while it is being built, when the registry is still empty).
 */
export class Extensions {
  private readonly byPoint = new Map<string, unknown[]>();

  add(c: Contribution): void {
    const list = this.byPoint.get(c.to) ?? [];
    list.push(c.value);
    this.byPoint.set(c.to, list);
  }

  /** Everything put into the point, in the order the manifests were loaded. */
  all<P extends PointName>(point: P): readonly ExtensionPoints[P][] {
    return (this.byPoint.get(point) ?? []) as ExtensionPoints[P][];
  }

  /** The point's one answer, or undefined when nobody filled it; two answers are a fault in the manifests. */
  one<P extends PointName>(point: P): ExtensionPoints[P] | undefined {
    const list = this.all(point);
    if (list.length > 1) throw new Error(`extension point ${point} is filled ${list.length} times; it takes one`);
    return list[0];
  }
}
