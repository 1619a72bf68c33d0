import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '@/db/client';
import { everyLoopTurn } from '@/tests/fixtures/event-loop';
import { deleteItems, insertItems, ROWS_PER_STATEMENT, updateItems, type PlannedItem } from './import-statements';

/**
 * The replacement's statements are chunks that yield to the event loop between them: with the
 * embedded database every statement runs synchronously on the main thread, so other requests
 * (a tick here) must get a turn between any two statements.
 */
function recorder() {
  const log: string[] = [];
  const tx = { execute: async () => void log.push('statement') } as unknown as DbOrTx;
  const stop = everyLoopTurn(() => log.push('tick'));
  return { log, tx, stop, statements: () => log.filter((l) => l === 'statement').length };
}

const planned = (n: number): PlannedItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    project_id: 1,
    parent_id: null,
    ordinal: i + 1,
    name: `Stavka ${i + 1}`,
    is_group: false,
    unit_of_measurement_id: 1,
    quantity: '1',
    unit_price: '1',
    total_price: '1.00',
  }));

describe('import statements in chunks', () => {
  it('one statement per chunk of rows, and the event loop turns between any two', async () => {
    const rows = planned(ROWS_PER_STATEMENT * 4 + 1);
    const r = recorder();
    await insertItems(r.tx, rows);
    await updateItems(r.tx, 1, rows);
    await deleteItems(
      r.tx,
      1,
      rows.map((x) => x.id),
      rows.map((x) => ({ id: x.id, parentId: null, isGroup: false })),
    );
    r.stop();
    expect(r.statements()).toBe(3 * 5);
    const trimmed = r.log.slice(r.log.indexOf('statement'), r.log.lastIndexOf('statement') + 1).join(',');
    expect(trimmed).not.toContain('statement,statement,statement'); // insert -> update -> delete may follow at once
    expect(ROWS_PER_STATEMENT).toBeLessThanOrEqual(500);
  });
});
