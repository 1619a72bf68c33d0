import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, OPERATIONS } from '@/lib/auth/permissions';
import { HANDLER_META, type HandlerMeta } from '@/lib/http/handler';

const API = path.resolve(__dirname, '../../app/api');
// next-auth's own endpoint is the sign-in itself, not an app resource.
const WHITELIST = new Set(['auth/[...nextauth]/route.ts']);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(e.name) ? [full] : [];
  });
}

describe('every app/api handler goes through the wrapper', () => {
  const files = routeFiles(API).filter((f) => !WHITELIST.has(path.relative(API, f).split(path.sep).join('/')));

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(2);
  });

  for (const file of files) {
    it(path.relative(API, file), async () => {
      const mod = (await import(file)) as Record<string, unknown>;
      const methods = Object.keys(mod).filter((k) => METHODS.includes(k));
      expect(methods.length).toBeGreaterThan(0);
      for (const m of methods) {
        const meta = (mod[m] as { [HANDLER_META]?: HandlerMeta })[HANDLER_META];
        expect(meta, `${m} is not written through handler()`).toBeDefined();
        expect(MODULES).toContain(meta!.module);
        expect(OPERATIONS).toContain(meta!.operation);
      }
    });
  }
});
