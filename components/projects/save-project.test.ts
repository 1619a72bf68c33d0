import { describe, expect, it } from 'vitest';
import { SaveCancelled } from '@/components/form/save-cancelled';
import { ApiError } from '@/lib/api-client';
import { saveConfirmingCompletion } from './save-project';

/** The project form's completion question (the API side: tests/api/documents-export.test.ts). */
const question = 'Na skladištu projekta ima 2 stavke sa zalihom. … Želite li nastaviti?';
const asking = () => new ApiError(409, question, undefined, true, 'confirmCompletion');

describe('saveConfirmingCompletion', () => {
  it('saves once when the API does not ask', async () => {
    const calls: boolean[] = [];
    const asked: string[] = [];
    const saved = await saveConfirmingCompletion(
      async (c) => (calls.push(c), { id: 1 }),
      async (q) => (asked.push(q), true),
    );
    expect(saved).toEqual({ id: 1 });
    expect(calls).toEqual([false]);
    expect(asked).toEqual([]);
  });

  it('asks the server’s question and, confirmed, saves again with confirmCompletion', async () => {
    const calls: boolean[] = [];
    const asked: string[] = [];
    const saved = await saveConfirmingCompletion(
      async (c) => {
        calls.push(c);
        if (!c) throw asking();
        return { id: 2 };
      },
      async (q) => (asked.push(q), true),
    );
    expect(saved).toEqual({ id: 2 });
    expect(calls).toEqual([false, true]);
    expect(asked).toEqual([question]);
  });

  it('called off: SaveCancelled and no second save; other failures pass through', async () => {
    const calls: boolean[] = [];
    await expect(
      saveConfirmingCompletion(
        async (c) => {
          calls.push(c);
          throw asking();
        },
        async () => false,
      ),
    ).rejects.toBeInstanceOf(SaveCancelled);
    expect(calls).toEqual([false]);
    const other = new ApiError(409, 'Sukob', undefined, true);
    await expect(saveConfirmingCompletion(async () => Promise.reject(other), async () => true)).rejects.toBe(other);
  });
});
