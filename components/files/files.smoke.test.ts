/** Server-renders the shared transfer pieces: the progress bar's Croatian name and text, the failure alert, the download link. */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const { Providers } = await import('../providers');
const { TransferProgress } = await import('./TransferProgress');
const { TransferError } = await import('./TransferError');
const { FileLink } = await import('./FileLink');

const render = (node: ReactNode) => renderToString(h(Providers, null, node));

describe('TransferProgress', () => {
  it('names an upload and shows how far it is', () => {
    const html = render(h(TransferProgress, { percent: 40, text: 'Prijenos… 40 %', testId: 'p' }));
    expect(html).toContain('aria-label="Prijenos datoteke"');
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain('Prijenos… 40 %');
    expect(html).toContain('data-testid="p"');
  });

  it('names a download and runs full while the size is unknown', () => {
    const html = render(h(TransferProgress, { percent: null, text: 'Priprema datoteke…', direction: 'download' }));
    expect(html).toContain('aria-label="Preuzimanje datoteke"');
    expect(html).toContain('aria-valuenow="100"');
  });
});

describe('TransferError', () => {
  it('shows the server message under its title, nothing without one', () => {
    expect(render(h(TransferError, { title: 'Uvoz nije uspio', message: 'Redak 4: nedostaje naziv', testId: 'e' }))).toContain('Redak 4: nedostaje naziv');
    expect(render(h(TransferError, { title: 'Uvoz nije uspio', message: null }))).not.toContain('Uvoz nije uspio');
  });
});

describe('FileLink', () => {
  it('is a plain link to the file the server serves', () => {
    const html = render(h(FileLink, { href: '/api/Attachments/41/Download', fileName: 'Ugovor čćđšž.pdf' }));
    expect(html).toContain('href="/api/Attachments/41/Download"');
    expect(html).toContain('Ugovor čćđšž.pdf');
  });
});
