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

type WrapperPart = 'label' | 'input' | 'description' | 'error';
type LimitedBase = { value?: unknown; error?: React.ReactNode; description?: React.ReactNode; inputWrapperOrder?: WrapperPart[] };
const COUNTER_ORDER: WrapperPart[] = ['label', 'input', 'description', 'error'];

/** A field's props with its limit applied: the over-limit error and the counter under the input. */
function withLimit<P extends LimitedBase>({ limit, ...props }: P & LimitProps) {
  const state = limitState(props.value, limit);
  return {
    ...props,
    error: props.error || state.error,
    description: state.counter ?? props.description,
    inputWrapperOrder: state.counter ? COUNTER_ORDER : props.inputWrapperOrder,
    descriptionProps: state.counter ? { ta: 'right' as const, 'aria-live': 'polite' as const, 'data-testid': 'length-counter' } : undefined,
  };
}

export function LimitedTextInput(props: TextInputProps & LimitProps) {
  return <TextInput {...withLimit(props)} />;
}

export function LimitedTextarea(props: TextareaProps & LimitProps) {
  return <Textarea {...withLimit(props)} />;
}
