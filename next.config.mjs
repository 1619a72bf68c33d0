/**
 * Security headers of every answer: pages, API answers and static files. Pages get their
 * Content-Security-Policy (with a per-request nonce) from proxy.ts (lib/http/csp.ts); API
 * answers and static files, which are never rendered as documents of the app, get the
 * strictest one here, sandbox included: it replaces the one a route sets itself, so it is also
 * the policy of file downloads (lib/files/response.ts asks for the same).
 */
const SECURITY_HEADERS = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'same-origin' },
];
const NON_PAGE_CSP = { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox" };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled; so does
  // pdfkit (its standard-font metrics and colour profiles, lib/pdf). drizzle-orm too (issue 15):
  // bundled, the server held two copies of its SQL classes (one per layer of chunks), so every
  // statement's rendering fell from `instanceof` to drizzle's slow prototype walk for each chunk;
  // loaded once from node_modules, a list page costs the server's thread ~15% less (README).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'oidc-provider', 'pdfkit', 'drizzle-orm'],
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'],
  },
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // The paths proxy.ts does not see (its matcher): API answers and static files.
      { source: '/api/:path*', headers: [NON_PAGE_CSP] },
      { source: '/_next/static/:path*', headers: [NON_PAGE_CSP] },
      { source: '/_next/image', headers: [NON_PAGE_CSP] },
      { source: '/favicon.ico', headers: [NON_PAGE_CSP] },
    ];
  },
};

export default nextConfig;
