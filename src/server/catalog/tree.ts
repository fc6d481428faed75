/** The category tree's shape as plain data: where a drag leaves every category, checked for cycles. */

export interface Placement {
  id: number;
  parentId: number | null;
  position: number;
}

/**
 * The tree after `moves` (each a category's new parent and place among its siblings) are laid over
 * `current`: siblings numbered 0, 1, 2… in the asked order. `unknown` when a move names a category
 * (or parent) that is not there; `cycle` when a category would end up under itself.
 */
export function arrangeTree(current: Placement[], moves: Placement[]): Placement[] | 'unknown' | 'cycle' {
  const byId = new Map(current.map((c) => [c.id, { ...c }]));
  for (const move of moves) {
    const node = byId.get(move.id);
    if (!node || (move.parentId !== null && !byId.has(move.parentId))) return 'unknown';
    node.parentId = move.parentId;
    node.position = move.position;
  }
  for (const node of byId.values()) {
    let steps = 0;
    for (let parent = node.parentId; parent !== null; parent = byId.get(parent)!.parentId) {
      if (parent === node.id || ++steps > byId.size) return 'cycle';
    }
  }
  const moved = new Set(moves.map((m) => m.id));
  const siblings = new Map<number | null, Placement[]>();
  for (const node of byId.values()) siblings.set(node.parentId, [...(siblings.get(node.parentId) ?? []), node]);
  const arranged: Placement[] = [];
  for (const group of siblings.values()) {
    // A moved category goes before an unmoved one asking the same place (it was dropped there).
    group.sort((a, b) => a.position - b.position || Number(moved.has(b.id)) - Number(moved.has(a.id)) || a.id - b.id);
    group.forEach((node, position) => arranged.push({ ...node, position }));
  }
  return arranged;
}
