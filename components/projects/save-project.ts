import { SaveCancelled } from '@/components/form/save-cancelled';
import { ApiError } from '@/lib/api-client';

/** The API's code for "completing needs the consumption note of the remaining stock confirmed" (lib/projects/completion.ts). */
export const CONFIRM_COMPLETION = 'confirmCompletion';

/**
 * The project form's save: `save(false)`; when the API answers 409 `confirmCompletion` (the
 * project has stock left), ask with the server's question and, confirmed, `save(true)`; called
 * off, SaveCancelled (no error notice, the form stays). Any other failure is rethrown.
 */
export async function saveConfirmingCompletion<T>(save: (confirmCompletion: boolean) => Promise<T>, ask: (question: string) => Promise<boolean>): Promise<T> {
  try {
    return await save(false);
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== CONFIRM_COMPLETION) throw err;
    if (!(await ask(err.message))) throw new SaveCancelled();
    return await save(true);
  }
}
