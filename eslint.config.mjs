import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// ---- the layers (README "How the code is laid out"), enforced: tests/lint/layers.test.ts
// proves each rule on a file that breaks it.

/** What opens or writes the database: db/ and a module's queries and services. */
const SERVER_DATA = [
  { regex: '^(@/|(\\.\\./)+)db(/|$)', message: 'Komponente ne otvaraju bazu: podatke čita stranica (app/) kroz lib/<modul>/queries i predaje ih kao props.' },
  {
    regex: '^(@/|(\\.\\./)+)lib/[^/]+/([\\w-]+-)?(queries|service)$',
    message: 'Komponente ne uvoze queries ni service: podatke čita stranica (app/), a piše API.',
  },
];

/** Server code that a 'use client' file must not import (server-only marks the rest for Next). */
const SERVER_ONLY = [/^(@\/|(\.\.\/)+|\.\/)db(\/|$)/, /(^|\/)([\w-]+-)?(queries|service)$/, /^@\/lib\/auth\/(session|options)$/, /^@\/lib\/pdf(\/|$)/, /^server-only$/, /^next\/headers$/];

/** A 'use client' file importing server code: a lint error at once instead of a failed build. */
const noServerImportInClient = {
  meta: { type: 'problem', messages: { server: "Klijentski kod ('use client') ne uvozi poslužiteljski kod: {{source}}." } },
  create(context) {
    const isClient = context.sourceCode.ast.body.some((n) => n.type === 'ExpressionStatement' && n.directive === 'use client');
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (node.importKind !== 'type' && SERVER_ONLY.some((re) => re.test(source))) {
          context.report({ node, messageId: 'server', data: { source } });
        }
      },
    };
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'db/migrations/**', 'playwright-report/**', 'test-results/**'] },
  {
    files: ['tests/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    plugins: { layers: { rules: { 'no-server-import-in-client': noServerImportInClient } } },
    rules: { 'layers/no-server-import-in-client': 'error' },
  },
  {
    // UI never opens the database (type imports are erased and allowed).
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: SERVER_DATA.map((p) => ({ ...p, allowTypeImports: true })) }] },
  },
  {
    // lib is below the UI: it never imports components.
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/|(\\.\\./)+)components(/|$)', message: 'lib ne uvozi komponente: zajednički kod ide u lib, UI u components.' }] },
      ],
    },
  },
  {
    // One zod for the app: z from lib/i18n/zod carries the Croatian error map (lib/i18n/zod.ts).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/i18n/**', 'lib/http/**', 'lib/validation/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "z se uvozi iz '@/lib/i18n/zod' (hrvatske poruke), ne iz 'zod'." }] }],
    },
  },
];

export default config;
