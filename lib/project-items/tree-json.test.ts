import { describe, expect, it } from 'vitest';
import { everyLoopTurn } from '@/tests/fixtures/event-loop';
import { buildItemsTree, buildItemsTreeYielding, type ProjectItemRow } from './tree';
import { treeJsonPieces, treeJsonStream } from './tree-json';

/**
 * The streamed answer of GET /api/Projects/{id}/ProjectItems is exactly JSON.stringify(tree),
 * in pieces with a turn of the event loop between them; the tree built in steps equals the one
 * built at once.
 */
let nextId = 1;
const row = (parentId: number | null, ordinal: number, name: string, isGroup: boolean): ProjectItemRow => ({
  id: nextId++,
  projectId: 7,
  parentId,
  ordinal,
  code: isGroup ? null : `K-${ordinal}`,
  name,
  isGroup,
  unitOfMeasurementId: isGroup ? null : 3,
  unitOfMeasurement: isGroup ? null : 'm²',
  quantity: isGroup ? null : `${ordinal}.125000`,
  unitPrice: isGroup ? null : '19.990000',
  totalPrice: isGroup ? null : (ordinal * 2.49875).toFixed(2),
});

/** Groups of groups of items, names with what JSON must escape. */
function sampleRows(groups: number, subgroups: number, items: number): ProjectItemRow[] {
  nextId = 1;
  const names = ['Beton "C25/30"', 'Oplata \\ skela', 'Red\nnovi red\ttab', 'Čćđšž – €', 'Emoji 🏗️ \u2028 \u0001', "O'Brien </script>"];
  const rows: ProjectItemRow[] = [];
  for (let a = 1; a <= groups; a++) {
    const g = row(null, a, `Grupa ${a}`, true);
    rows.push(g);
    for (let b = 1; b <= subgroups; b++) {
      const s = row(g.id, b, `Podgrupa ${a}.${b}`, true);
      rows.push(s);
      for (let c = 1; c <= items; c++) rows.push(row(s.id, c, names[(a + b + c) % names.length], false));
    }
  }
  rows.push(row(null, groups + 1, 'Prazna grupa', true));
  return rows;
}

const text = (pieces: Iterable<string>) => [...pieces].join('');

describe('treeJsonPieces', () => {
  it('equals JSON.stringify of the tree, in pieces of about the given number of nodes', () => {
    const tree = buildItemsTree(sampleRows(3, 4, 25), new Map([[5, '1.500000']]));
    const pieces = [...treeJsonPieces(tree, 40)];
    expect(pieces.join('')).toBe(JSON.stringify(tree));
    expect(JSON.parse(pieces.join(''))).toEqual(tree);
    // 3 + 12 + 300 + 1 nodes: each piece but the last has 40 to 80 of them.
    const nodesIn = (piece: string) => piece.match(/"ordinalDisplay"/g)?.length ?? 0;
    expect(pieces.length).toBeGreaterThanOrEqual(5);
    for (const piece of pieces.slice(0, -1)) expect(nodesIn(piece)).toBeGreaterThanOrEqual(40);
    for (const piece of pieces) expect(nodesIn(piece)).toBeLessThanOrEqual(80);
  });

  it('an empty list, one node, a deep tree, and one too deep for JSON.stringify itself', () => {
    const empty = buildItemsTree([], new Map());
    expect(text(treeJsonPieces(empty))).toBe(JSON.stringify(empty));
    const one = buildItemsTree(sampleRows(0, 0, 0), new Map());
    expect(text(treeJsonPieces(one, 1))).toBe(JSON.stringify(one));

    const chain = (levels: number) => {
      nextId = 1;
      const rows: ProjectItemRow[] = [];
      let parent: number | null = null;
      for (let level = 1; level <= levels; level++) {
        const g = row(parent, 1, `Razina ${level}`, true);
        rows.push(g);
        parent = g.id;
      }
      return buildItemsTree(rows, new Map());
    };
    const deep = chain(300);
    expect(text(treeJsonPieces(deep, 100))).toBe(JSON.stringify(deep));
    // 3,000 levels overflow JSON.stringify's recursion (here); the pieces have no recursion.
    const deeper = chain(3000);
    const json = text(treeJsonPieces(deeper, 100));
    expect(json.startsWith(`{"items":[${JSON.stringify({ ...deeper.items[0], children: undefined }).slice(0, -1)},"children":[`)).toBe(true);
    expect(json.endsWith(`${']}'.repeat(3000)}],"summary":${JSON.stringify(deeper.summary)}}`)).toBe(true);
    expect(json.match(/"ordinalDisplay"/g)).toHaveLength(3000);
  });
});

describe('treeJsonStream', () => {
  it('streams the same text as UTF-8, with the event loop turning between pieces', async () => {
    const tree = buildItemsTree(sampleRows(4, 5, 100), new Map());
    let ticks = 0;
    const stopTicking = everyLoopTurn(() => ticks++);
    const reader = treeJsonStream(tree).getReader();
    const chunks: Uint8Array[] = [];
    let ticksBetween = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (chunks.length) ticksBetween += ticks > 0 ? 1 : 0;
      ticks = 0;
      chunks.push(chunk.value);
    }
    stopTicking();
    // 4 + 20 + 2,000 + 1 nodes in pieces of about NODES_PER_PIECE (500).
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(ticksBetween).toBe(chunks.length - 1);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(JSON.stringify(tree));
  });
});

describe('buildItemsTreeYielding', () => {
  it('builds the same tree as buildItemsTree, letting the event loop turn while it builds', async () => {
    const rows = sampleRows(5, 10, 100); // 5,056 rows: several steps
    const completed = new Map([
      [3, '2.000000'],
      [400, '0.500000'],
    ]);
    let ticks = 0;
    const stopTicking = everyLoopTurn(() => ticks++);
    const built = await buildItemsTreeYielding(rows, completed);
    stopTicking();
    expect(built).toEqual(buildItemsTree(rows, completed));
    expect(ticks).toBeGreaterThanOrEqual(4);
  });
});
