import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-react-table/styles.css';
import '@mantine/tiptap/styles.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { Providers } from '@/components/providers';

export const metadata: Metadata = {
  title: 'Gradilište',
  description: 'Poslovni sustav građevinske tvrtke',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The page's CSP nonce (proxy.ts) for the one inline script of ours; reading the request
  // headers also renders every page per request, which the nonce requires.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="hr" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript forceColorScheme="light" nonce={nonce} />
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
