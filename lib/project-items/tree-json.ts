/**
 * The items tree as JSON text in pieces: exactly JSON.stringify(tree), without one
 * JSON.stringify of 10 MB on the main thread (about 100 ms for 20,000 rows, and the whole text
 * in memory). A piece is the text of about NODES_PER_PIECE nodes; the stream yields to the
 * event loop between pieces, so other requests are served while a large list is sent.
 */
import { yieldToLoop } from './import-rows';
import type { ProjectItemNode, ProjectItemsTree } from './types';

/** Nodes serialised per piece (at most twice as many): a few milliseconds of work, some 250 kB of text. */
export const NODES_PER_PIECE = 500;

/**
 * The pieces of JSON.stringify(tree). A node whose children are all leaves (an item, a group of
 * items: most of a list) is one JSON.stringify; a node above them is written without its
 * children (so its own fields keep their order and escaping), whose texts follow in place:
 * `children` must be a node's last field (createNode in tree.ts). Iterative: no depth
 * overflows the stack.
 */
export function* treeJsonPieces(tree: ProjectItemsTree, nodesPerPiece = NODES_PER_PIECE): Generator<string, void> {
  const { items, ...rest } = tree;
  let parts: string[] = ['{"items":['];
  let nodes = 0;
  // One frame per open `children` array: its nodes and the index of the next one.
  const stack: { list: ProjectItemNode[]; next: number }[] = [{ list: items, next: 0 }];
  while (stack.length) {
    const frame = stack[stack.length - 1];
    if (frame.next === frame.list.length) {
      stack.pop();
      parts.push(stack.length ? ']}' : ']');
      continue;
    }
    const node = frame.list[frame.next++];
    if (frame.next > 1) parts.push(',');
    if (node.children.length < nodesPerPiece && node.children.every(isLeaf)) {
      parts.push(JSON.stringify(node));
      nodes += 1 + node.children.length;
    } else {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { children, ...fields } = node;
      parts.push(JSON.stringify(fields).slice(0, -1), ',"children":[');
      stack.push({ list: node.children, next: 0 });
      nodes++;
    }
    if (nodes >= nodesPerPiece) {
      yield parts.join('');
      parts = [];
      nodes = 0;
    }
  }
  // The other fields of the tree (the summary), in their order, as JSON.stringify writes them.
  for (const [key, value] of Object.entries(rest)) parts.push(`,${JSON.stringify(key)}:${JSON.stringify(value)}`);
  parts.push('}');
  yield parts.join('');
}

const isLeaf = (node: ProjectItemNode) => node.children.length === 0;

/** The tree's JSON as a byte stream (UTF-8) that yields to the event loop between pieces. */
export function treeJsonStream(tree: ProjectItemsTree): ReadableStream<Uint8Array> {
  const pieces = treeJsonPieces(tree);
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A reader asks for the next piece in a microtask: without this pause, the whole text
      // would again be written in one stretch.
      if (started) await yieldToLoop();
      started = true;
      const piece = pieces.next();
      if (piece.done) controller.close();
      else controller.enqueue(encoder.encode(piece.value));
    },
  });
}
