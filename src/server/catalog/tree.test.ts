import { describe, expect, it } from 'vitest';
import { arrangeTree } from './tree.ts';

const tree = [
  { id: 1, parentId: null, position: 0 },
  { id: 2, parentId: 1, position: 0 },
  { id: 3, parentId: 2, position: 0 },
  { id: 4, parentId: null, position: 1 },
];

describe('arranging the category tree', () => {
  it('moves a category under another and numbers the siblings again', () => {
    const after = arrangeTree(tree, [{ id: 3, parentId: 4, position: 0 }]);
    expect(after).toEqual(expect.arrayContaining([{ id: 3, parentId: 4, position: 0 }]));
    const moved = arrangeTree(tree, [{ id: 4, parentId: null, position: 0 }]);
    expect(moved).toEqual(
      expect.arrayContaining([
        { id: 4, parentId: null, position: 0 },
        { id: 1, parentId: null, position: 1 },
      ]),
    );
  });

  it('refuses a category under its own descendant, or one that is not there', () => {
    expect(arrangeTree(tree, [{ id: 1, parentId: 3, position: 0 }])).toBe('cycle');
    expect(arrangeTree(tree, [{ id: 1, parentId: 1, position: 0 }])).toBe('cycle');
    expect(arrangeTree(tree, [{ id: 9, parentId: null, position: 0 }])).toBe('unknown');
    expect(arrangeTree(tree, [{ id: 1, parentId: 9, position: 0 }])).toBe('unknown');
  });
});
