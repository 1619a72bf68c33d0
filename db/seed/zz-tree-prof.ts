import { getDb } from '@/db/client';
import { projectItemsTree } from '@/lib/project-items/queries';
import { treeJsonStream } from '@/lib/project-items/tree-json';
const db = await getDb();
const tree = await projectItemsTree(db, 5);
for (let i = 0; i < 5; i++) {
  const t1 = performance.now();
  const reader = treeJsonStream(tree).getReader();
  let n = 0;
  for (;;) { const { done, value } = await reader.read(); if (done) break; n += value.length; }
  console.log(`stream ${(performance.now() - t1).toFixed(0)} ms`);
}
process.exit(0);
