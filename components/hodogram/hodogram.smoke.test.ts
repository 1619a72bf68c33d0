/** Server-renders the hodogram screens: empty states, buttons by right, inactive marks, progress. */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { HodogramNodeDto, ProjectHodogramNodeDto } from '@/lib/hodogram/types';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/hodogram',
  useSearchParams: () => new URLSearchParams(),
}));

const { Providers } = await import('../providers');
const { TemplateHodogram } = await import('./TemplateHodogram');
const { ProjectHodogramView } = await import('./ProjectHodogramView');

const render = (node: ReactNode) => renderToString(h(Providers, null, node));
const all = { canCreate: true, canUpdate: true, canDelete: true };
const none = { canCreate: false, canUpdate: false, canDelete: false };

const node = (id: number, name: string, patch: Partial<HodogramNodeDto> = {}): HodogramNodeDto => ({
  id,
  ordinal: 1,
  code: null,
  name,
  description: null,
  isActive: true,
  parentId: null,
  children: [],
  ...patch,
});

const tree: HodogramNodeDto[] = [
  node(1, 'Priprema', { code: 'PR', children: [node(2, 'Ugovor s investitorom', { parentId: 1 })] }),
  node(3, 'Jamstveni rok', { ordinal: 2, isActive: false, children: [node(4, 'Povrat jamstva', { parentId: 3, isActive: false })] }),
];

describe('TemplateHodogram', () => {
  it('shows the empty state, with the add button only for the create right', () => {
    const html = render(h(TemplateHodogram, { tree: [], version: 'v', rights: all, selectedId: null }));
    expect(html).toContain('Nema koraka hodograma');
    expect(html).toContain('Dodaj korak');
    expect(html).not.toContain('Promijeni redoslijed');
    const readOnly = render(h(TemplateHodogram, { tree: [], version: 'v', rights: none, selectedId: null }));
    expect(readOnly).toContain('Nema koraka hodograma');
    expect(readOnly).not.toContain('Dodaj korak');
  });

  it('numbers the nodes, marks inactive ones and offers actions by right', () => {
    const html = render(h(TemplateHodogram, { tree, version: 'v', rights: all, selectedId: 2 }));
    for (const text of ['1.', '1.1.', '2.1.', 'Priprema', 'PR', 'Neaktivan', 'Promijeni redoslijed']) expect(html).toContain(text);
    expect(html.match(/data-inactive="true"/g)).toHaveLength(2);
    expect(html).toContain('href="/hodogram/2"');
    expect(html).toContain('href="/hodogram/new?parentId=1"');
    expect(html).toContain('aria-label="Deaktiviraj: Priprema"');
    expect(html).toContain('aria-label="Obriši korak: Ugovor s investitorom"');

    const createOnly = render(h(TemplateHodogram, { tree, version: 'v', rights: { ...none, canCreate: true }, selectedId: null }));
    expect(createOnly).toContain('Dodaj podređeni korak');
    expect(createOnly).not.toContain('Deaktiviraj');
    expect(createOnly).not.toContain('Uredi korak');
    expect(createOnly).not.toContain('Obriši korak');
    expect(createOnly).not.toContain('Promijeni redoslijed');
  });
});

describe('ProjectHodogramView', () => {
  const projectNode = (id: number, name: string, isCompleted: boolean, patch: Partial<ProjectHodogramNodeDto> = {}): ProjectHodogramNodeDto => ({
    ...node(id, name),
    projectId: 9,
    isCompleted,
    attachmentsCount: 0,
    children: [],
    ...patch,
  });
  const rights = { canRead: true, canCreate: true, canUpdate: true, canDelete: true };

  it('offers creating the hodogram from the template to the create right only', () => {
    const props = { projectId: 9, tree: [], canUpdate: true, selected: null, attachments: null, attachmentRights: rights };
    const html = render(h(ProjectHodogramView, { ...props, canCreate: true }));
    expect(html).toContain('Ovaj centar odgovornosti još nema hodogram.');
    expect(html).toContain('Izradi hodogram iz predloška');
    expect(render(h(ProjectHodogramView, { ...props, canCreate: false }))).not.toContain('Izradi hodogram iz predloška');
  });

  it('shows the checkboxes, the progress and the attachments count', () => {
    const projectTree = [
      projectNode(10, 'Priprema', true, { children: [projectNode(11, 'Ugovor', true, { parentId: 10, attachmentsCount: 2 }), projectNode(12, 'Prijava', false, { parentId: 10 })] }),
    ];
    const html = render(h(ProjectHodogramView, { projectId: 9, tree: projectTree, canCreate: true, canUpdate: false, selected: null, attachments: null, attachmentRights: rights }));
    expect(html).toContain('Završeno 2 od 3 koraka');
    expect(html).toContain('aria-label="Završen: Prijava"');
    expect(html.match(/checked=""/g)).toHaveLength(2);
    expect(html).toContain('disabled=""'); // no update right: read-only checkboxes
    expect(html).toContain('href="/projects/9/hodogram/11"');
  });
});
