'use client';

import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';

/**
 * Text fields with the schema's length limit (issue 9, "Silent truncation"): no maxLength that
 * silently drops what was typed or pasted. Near the limit a counter shows "185/200"; over it
 * the field says so at once with the catalogue's text ("Najviše je dopušteno 200 znakova"), and
 * the form's zod rule (the same limit, on the trimmed text) refuses to save.
 */
type LimitProps = { limit: number };

/** Where the counter appears: the last tenth of the limit. */
export const counterFrom = (limit: number) => Math.floor(limit * 0.9);

/** The counter and the over-limit message for a value (pure, shared by both fields). */
export function limitState(value: unknown, limit: number): { counter: string | null; error: string | null } {
  const length = typeof value === 'string' ? value.trim().length : 0;
  return {
    counter: length >= counterFrom(limit) ? `${length}/${limit}` : null,
    error: length > limit ? messages.maxLength(limit) : null,
  };
}

export function LimitedTextInput({ limit, value, error, description, inputWrapperOrder, ...rest }: TextInputProps & LimitProps) {
  const state = limitState(value, limit);
  return (
    <TextInput
      {...rest}
      value={value}
      error={error || state.error}
      description={state.counter ?? description}
      inputWrapperOrder={state.counter ? ['label', 'input', 'description', 'error'] : inputWrapperOrder}
      descriptionProps={state.counter ? { ta: 'right', 'aria-live': 'polite', 'data-testid': 'length-counter' } : undefined}
    />
  );
}

export function LimitedTextarea({ limit, value, error, description, inputWrapperOrder, ...rest }: TextareaProps & LimitProps) {
  const state = limitState(value, limit);
  return (
    <Textarea
      {...rest}
      value={value}
      error={error || state.error}
      description={state.counter ?? description}
      inputWrapperOrder={state.counter ? ['label', 'input', 'description', 'error'] : inputWrapperOrder}
      descriptionProps={state.counter ? { ta: 'right', 'aria-live': 'polite', 'data-testid': 'length-counter' } : undefined}
    />
  );
}
