/** Server-renders the attachments panel: rows, formatting, rights and the empty state. */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AttachmentDto } from '@/lib/attachments/types';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const { Providers } = await import('../providers');
const { AttachmentsPanel } = await import('./AttachmentsPanel');

const render = (node: ReactNode) => renderToString(h(Providers, null, node));

const attachment: AttachmentDto = {
  id: 41,
  fileName: 'Ugovor čćđšž.pdf',
  url: '/api/Attachments/41/Download',
  description: 'Potpisani ugovor',
  createdBy: 'Marko Kovačević',
  createdDate: '2026-11-22T13:05:00.000Z',
  contentType: 'application/pdf',
  size: 1536,
  projectId: null,
  employeeId: 7,
  documentId: null,
  projectHodogramId: null,
  hodogramId: null,
};

describe('AttachmentsPanel', () => {
  it('lists the attachments with a download link, creator, Croatian date and size', () => {
    const html = render(h(AttachmentsPanel, { owner: { employeeId: 7 }, attachments: [attachment], canCreate: true, canDelete: true }));
    for (const text of ['Prilozi', 'Dodaj prilog', 'Datoteka', 'Opis', 'Dodao', 'Datum', 'Veličina']) expect(html).toContain(text);
    expect(html).toContain('href="/api/Attachments/41/Download"');
    expect(html).toContain('Ugovor čćđšž.pdf');
    expect(html).toContain('Marko Kovačević');
    expect(html).toContain('22.11.2026. 14:05'); // Europe/Zagreb
    expect(html).toContain('1,5 kB');
    expect(html).toContain('aria-label="Obriši Ugovor čćđšž.pdf"');
  });

  it('links each row to its edit drawer, named by the file', () => {
    const html = render(
      h(AttachmentsPanel, { owner: { projectId: 3 }, attachments: [attachment], canCreate: true, canDelete: false, canUpdate: true, addHref: '/projects/3/attachments/new', editBaseHref: '/projects/3/attachments' }),
    );
    expect(html).toContain('href="/projects/3/attachments/41/edit"');
    expect(html).toContain('aria-label="Uredi Ugovor čćđšž.pdf"');
    expect(html).not.toContain('Obriši');
  });

  it('offers no add or delete without the rights', () => {
    const html = render(h(AttachmentsPanel, { owner: { employeeId: 7 }, attachments: [attachment], canCreate: false, canDelete: false }));
    expect(html).not.toContain('Dodaj prilog');
    expect(html).not.toContain('Obriši');
    expect(html).not.toContain('attachment-upload-form');
  });

  it('shows the empty state', () => {
    const html = render(h(AttachmentsPanel, { owner: { projectId: 3 }, attachments: [], canCreate: false, canDelete: false }));
    expect(html).toContain('Nema priloga');
  });
});
