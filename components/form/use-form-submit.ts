'use client';

import { useState, type FormEvent } from 'react';
import { useReportDirty } from '@/components/drawer/drawer-guard';
import { applyFieldErrors, notifyError, notifySaved } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { SaveCancelled } from './save-cancelled';

export { SaveCancelled };

/** The part of a @mantine/form form the save path needs. */
type SubmittableForm<V> = {
  onSubmit: (handler: (values: V) => Promise<void>) => (event?: FormEvent<HTMLFormElement>) => void;
  setErrors: (errors: Record<string, string>) => void;
  isDirty: () => boolean;
  resetDirty: (values?: V) => void;
};

type Options<V, R> = {
  /** Sends the values (POST or PUT); its result goes to onSaved. */
  save: (values: V) => Promise<R>;
  /** The success notice: a message of the catalogue, or a function that shows its own (an import's report). */
  savedMessage: string | ((result: R) => void);
  onSaved: (result: R) => void;
  /** A form that shows a failure itself (an alert in the drawer) instead of the field messages and the error toast. */
  onError?: (err: unknown) => void;
};

/**
 * The save path every drawer form shares (ARCHITECTURE.md 6): validation by the form's zod
 * resolver, the button disabled while saving, the success notice, and on failure the server's
 * field messages under the inputs plus its message in an error toast (spec part 1 section 8).
 * It also tells the drawer around whether the form holds unsaved changes (what was loaded
 * differs from what is shown); after a successful save it holds none.
 */
export function useFormSubmit<V, R>(form: SubmittableForm<V>, { save, savedMessage, onSaved, onError }: Options<V, R>) {
  const [saving, setSaving] = useState(false);
  useReportDirty(form.isDirty());
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await save(values);
      form.resetDirty(values);
      if (typeof savedMessage === 'function') savedMessage(result);
      else notifySaved(savedMessage);
      onSaved(result);
    } catch (err) {
      if (err instanceof SaveCancelled) return;
      if (onError) return onError(err);
      applyFieldErrors(form, err);
      notifyError(err, messages.saveError);
    } finally {
      setSaving(false);
    }
  });
  return { saving, submit };
}
