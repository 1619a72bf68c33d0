/**
 * Server-renders the shared form pieces (no browser): what a date or date-time field shows for
 * a form value (Croatian time whatever the process zone), the length counter and message, and
 * the sticky form foot. The browser behaviour is in tests/e2e/forms.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { messages } from '@/lib/i18n/messages';

// The browser that showed the bug ran in UTC; this process does too.
process.env.TZ = 'UTC';

const { Providers } = await import('../providers');
const { DateField } = await import('./DateField');
const { DateTimeField } = await import('./DateTimeField');
const { LimitedTextInput, limitState } = await import('./LimitedText');
const { FormActions } = await import('./FormActions');

const render = (node: ReactNode) => renderToString(h(Providers, null, node));
const noop = () => {};

describe('DateField', () => {
  it('shows a form value as DD.MM.YYYY. and a refused typo as typed', () => {
    expect(render(h(DateField, { label: 'Datum', value: '2026-11-05', onChange: noop }))).toContain('value="05.11.2026."');
    expect(render(h(DateField, { label: 'Datum', value: '31.02.1990.', onChange: noop }))).toContain('value="31.02.1990."');
    expect(render(h(DateField, { label: 'Datum', value: '', onChange: noop }))).toContain(`placeholder="${messages.datePlaceholder}"`);
  });
});

describe('DateTimeField', () => {
  it('shows an instant in Croatian time although the process runs in UTC', () => {
    expect(new Date('2026-01-15T06:32:00.000Z').getHours()).toBe(6); // really UTC here
    expect(render(h(DateTimeField, { label: 'Datum', value: '2026-01-15T06:32:00.000Z', onChange: noop }))).toContain('value="15.01.2026. 07:32"');
    expect(render(h(DateTimeField, { label: 'Datum', value: '2026-07-01T04:32:00Z', onChange: noop }))).toContain('value="01.07.2026. 06:32"');
  });
});

describe('LimitedTextInput', () => {
  it('keeps every character, counts near the limit and says when it is over', () => {
    expect(limitState('a'.repeat(179), 200)).toEqual({ counter: null, error: null });
    expect(limitState('a'.repeat(180), 200)).toEqual({ counter: '180/200', error: null });
    expect(limitState('a'.repeat(201), 200)).toEqual({ counter: '201/200', error: messages.maxLength(200) });
    expect(limitState(`  ${'a'.repeat(200)}  `, 200).error).toBeNull(); // the schema trims too
    const html = render(h(LimitedTextInput, { label: 'Naziv', limit: 200, value: 'x'.repeat(250), onChange: noop }));
    expect(html).not.toContain('maxlength');
    expect(html).toContain(`value="${'x'.repeat(250)}"`);
    expect(html).toContain('250/200');
    expect(html).toContain('Najviše je dopušteno 200 znakova');
  });
});

describe('FormActions', () => {
  it('is a sticky foot with Odustani and Spremi', () => {
    const html = render(h(FormActions, { saving: false, onCancel: noop }));
    expect(html).toMatch(/data-testid="form-actions"/);
    expect(html).toContain('position:sticky');
    expect(html).toContain('Odustani');
    expect(html).toContain('Spremi');
  });

  it('names the submit as the form asks and leaves out Odustani without a cancel', () => {
    const html = render(h(FormActions, { saving: false, submitLabel: 'Uvezi' }));
    expect(html).toContain('Uvezi');
    expect(html).not.toContain('Spremi');
    expect(html).not.toContain('Odustani');
  });
});
