/**
 * Server-renders the shared form drawer with EntityDrawer stubbed (a portal renders nothing on
 * the server): which mode opens, which title and content it shows, and where saving, "Odustani"
 * and a delete go.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { FormSlot, ReadSlot } from './FormDrawer';

const router = { replace: vi.fn(), refresh: vi.fn(), push: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('./EntityDrawer', () => ({
  DRAWER_WIDTH: 730,
  EntityDrawer: ({ opened, title, closeHref, size, children }: { opened: boolean; title: string; closeHref: string; size: number; children?: ReactNode }) =>
    h('section', { 'data-opened': String(opened), 'data-title': title, 'data-close': closeHref, 'data-size': size }, children),
}));

const { FormDrawer } = await import('./FormDrawer');

type Row = { id: number; name: string };
const row: Row = { id: 7, name: 'Ana' };
const titles = { create: 'Novi', edit: 'Uređivanje', read: 'Pregled' };

let formSlot: FormSlot<Row> | null;
let readSlot: ReadSlot<Row> | null;
const form = (s: FormSlot<Row>) => {
  formSlot = s;
  return h('form', null, `${s.mode}:${s.record?.name ?? 'novi'}`);
};
const read = (s: ReadSlot<Row>) => {
  readSlot = s;
  return h('article', null, s.record.name);
};

function render(props: Partial<Parameters<typeof FormDrawer<Row>>[0]>) {
  return renderToString(h(FormDrawer<Row>, { mode: 'closed', record: null, titles, closeHref: '/list?page=2', form, read, ...props }));
}

beforeEach(() => {
  formSlot = null;
  readSlot = null;
  router.replace.mockClear();
  router.refresh.mockClear();
});

describe('FormDrawer', () => {
  it('opens the form for create, with an empty record and the create title', () => {
    const html = render({ mode: 'create', record: row });
    expect(html).toContain('data-opened="true"');
    expect(html).toContain('data-title="Novi"');
    expect(html).toContain('create:novi');
    expect(formSlot?.record).toBeNull();
  });

  it('opens edit and read only with the record', () => {
    expect(render({ mode: 'edit' })).toContain('data-opened="false"');
    expect(render({ mode: 'read' })).toContain('data-opened="false"');
    const edit = render({ mode: 'edit', record: row });
    expect(edit).toContain('data-title="Uređivanje"');
    expect(edit).toContain('edit:Ana');
    const shown = render({ mode: 'read', record: row });
    expect(shown).toContain('data-title="Pregled"');
    expect(shown).toContain('<article>Ana</article>');
  });

  it('has no read mode without a read view, and stays closed for other modes', () => {
    expect(render({ mode: 'read', record: row, read: undefined })).toContain('data-opened="false"');
    expect(render({ mode: 'closed', record: row })).toContain('data-opened="false"');
    expect(render({ mode: 'import', record: row })).toContain('data-opened="false"');
  });

  it('saves to closeHref or the given href, and reloads', () => {
    render({ mode: 'create' });
    formSlot?.saved();
    expect(router.replace).toHaveBeenLastCalledWith('/list?page=2', { scroll: false });
    formSlot?.saved('/detail/9');
    expect(router.replace).toHaveBeenLastCalledWith('/detail/9', { scroll: false });
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it('cancels to the read view when editing with readHref, else where closing goes, without reloading', () => {
    render({ mode: 'edit', record: row, readHref: (id) => `/list/${id}` });
    formSlot?.cancel();
    expect(router.replace).toHaveBeenLastCalledWith('/list/7', { scroll: false });
    render({ mode: 'edit', record: row });
    formSlot?.cancel();
    expect(router.replace).toHaveBeenLastCalledWith('/list?page=2', { scroll: false });
    render({ mode: 'create', readHref: (id) => `/list/${id}` });
    formSlot?.cancel();
    expect(router.replace).toHaveBeenLastCalledWith('/list?page=2', { scroll: false });
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('closes and reloads after a delete in the read view', () => {
    render({ mode: 'read', record: row });
    readSlot?.deleted();
    expect(router.replace).toHaveBeenLastCalledWith('/list?page=2', { scroll: false });
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('passes the size on (730 unless given)', () => {
    expect(render({ mode: 'create' })).toContain('data-size="730"');
    expect(render({ mode: 'create', size: 900 })).toContain('data-size="900"');
  });
});
