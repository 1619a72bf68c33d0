import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { screenAccess, visibleTabs } from '@/lib/auth/screen';
import { DOCUMENT_SCREEN, documentHref } from './screen';

const p = (slug: string[], query?: Record<string, string>) => DOCUMENT_SCREEN.parse(slug, query);
const access = (role: number, path: string) => screenAccess(role, DOCUMENT_SCREEN, path ? path.split('/') : []).status;

describe('the documents screen routes (spec part 2 §2)', () => {
  it('maps the list, its create drawer and the detail sub-pages', () => {
    expect(p([], { typeId: '802' })).toMatchObject({ name: 'list', page: 'list', query: { typeId: 802 } });
    expect(p(['new'], { typeId: '800' })).toMatchObject({ name: 'create', drawer: 'create', query: { typeId: 800 } });
    expect(p(['7'])).toMatchObject({ name: 'details', page: 'detail', tab: 'details', params: { id: 7 } });
    expect(p(['7', 'details'])).toMatchObject({ name: 'details', params: { id: 7 } });
    expect(p(['7', 'edit'])).toMatchObject({ name: 'edit', drawer: 'edit' });
    expect(p(['7', 'details', 'new'])).toMatchObject({ name: 'itemCreate', drawer: 'create', tab: 'details' });
    expect(p(['7', 'details', '9', 'edit'])).toMatchObject({ name: 'itemEdit', params: { id: 7, subId: 9 } });
    expect(p(['7', 'details', '9'])).toMatchObject({ name: 'itemEdit', params: { id: 7, subId: 9 } });
    expect(p(['7', 'generated', '801'])).toMatchObject({ name: 'generated', tab: 'generated', params: { id: 7, childTypeId: 801 } });
    expect(p(['7', 'stornos'])).toMatchObject({ name: 'stornos', tab: 'stornos' });
    expect(p(['7', 'attachments', 'new'])).toMatchObject({ name: 'attachmentCreate', tab: 'attachments' });
    expect(p(['7', 'verifications'])).toMatchObject({ name: 'verifications', tab: 'verifications' });
  });

  it('rejects everything else', () => {
    for (const slug of [['abc'], ['0'], ['7', 'delete'], ['7', 'generated'], ['7', 'details', 'x'], ['new', 'x']]) {
      expect(p(slug), slug.join('/')).toBeNull();
    }
    expect(p([], { typeId: 'x' })).toBeNull();
  });

  it('everyone reads and writes documents; attachments and verifications not for Procurement and Warehouse (§6)', () => {
    for (const role of [Role.Procurement, Role.Warehouse, Role.SiteManager, Role.Admin]) {
      for (const path of ['', 'new', '7', '7/edit', '7/details/new', '7/details/3/edit', '7/generated/801', '7/stornos']) {
        expect(access(role, path), `${role} ${path}`).toBe('open');
      }
    }
    for (const role of [Role.Procurement, Role.Warehouse]) {
      expect(access(role, '7/attachments'), `${role}`).toBe('forbidden');
      expect(access(role, '7/verifications'), `${role}`).toBe('forbidden');
      expect(visibleTabs(role, DOCUMENT_SCREEN)).toEqual(['details', 'generated', 'stornos']);
    }
    expect(visibleTabs(Role.SiteManager, DOCUMENT_SCREEN)).toEqual(['details', 'generated', 'stornos', 'attachments', 'verifications']);
  });

  it('builds the links', () => {
    expect(documentHref.list(805)).toBe('/documents?typeId=805');
    expect(documentHref.create(805)).toBe('/documents/new?typeId=805');
    expect(documentHref.itemEdit(7, 9)).toBe('/documents/7/details/9/edit');
    expect(documentHref.generated(7, 802)).toBe('/documents/7/generated/802');
  });
});
