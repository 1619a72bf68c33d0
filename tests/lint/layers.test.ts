/**
 * The layer rules of eslint.config.mjs, each proven on a file that breaks it (linted as if it
 * were at the given path), and the server-only / client-only markers they rely on, so no rule
 * can silently disappear. `npm test` runs eslint on the whole tree as a step of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids eslint reports for `code` as the file `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const CLIENT = 'layers/no-server-import-in-client';

describe('lint: components never open the database', () => {
  it.each([
    ["import { getDb } from '@/db/client';", 'the db client'],
    ["import { news } from '@/db/schema';", 'the schema'],
    ["import { getDb } from '../../db/client';", 'the db client, relatively'],
    ["import { featuredNews } from '@/lib/news/queries';", "a module's queries"],
    ["import { listGearRecords } from '@/lib/employees/gear-queries';", "a module's other queries"],
    ["import { createProject } from '@/lib/projects/service';", "a module's service"],
    ["import { importItems } from '../../lib/project-items/import-service';", "a module's service, relatively"],
  ])('%s (%s) fails', async (line) => {
    expect(await violations('components/news/Fixture.tsx', `${line}\nexport const x = 1;\n`)).toContain(RESTRICTED);
  });

  it('allows type imports and the pure parts of lib', async () => {
    const code = [
      "import type { Db } from '@/db/client';",
      "import type { AppUser } from '@/lib/users/queries';",
      "import { messages } from '@/lib/i18n/messages';",
      "import { projectHref } from '@/lib/projects/screen';",
      'export const x: [Db | null, AppUser | null, typeof messages, typeof projectHref] = [null, null, messages, projectHref];',
    ].join('\n');
    expect(await violations('components/news/Fixture.tsx', code)).toEqual([]);
  });
});

describe("lint: z comes from lib/i18n/zod (the Croatian error map), not from 'zod'", () => {
  it.each(['app/api/Fixture/route.ts', 'components/news/Fixture.tsx', 'lib/news/schemas.ts'])('in %s it fails', async (file) => {
    expect(await violations(file, "import { z } from 'zod';\nexport const s = z.string();\n")).toContain('no-restricted-imports');
    expect(await violations(file, "import { z } from '@/lib/i18n/zod';\nexport const s = z.string();\n")).toEqual([]);
  });
});

describe('lint: lib never imports components', () => {
  it.each(["import { DataTable } from '@/components/data-table/DataTable';", "import { x } from '../../components/x';"])('%s fails', async (line) => {
    expect(await violations('lib/news/fixture.ts', `${line}\nexport const y = 1;\n`)).toContain(RESTRICTED);
  });
});

describe("lint: 'use client' code never imports server code", () => {
  it.each([
    "import { getDb } from '@/db/client';",
    "import { featuredNews } from '@/lib/news/queries';",
    "import { currentUser } from '@/lib/auth/session';",
    "import { cookies } from 'next/headers';",
    "import 'server-only';",
    "import { PdfBuilder } from '@/lib/pdf';",
  ])('%s fails in app/', async (line) => {
    expect(await violations('app/authentication/fixture-client.tsx', `'use client';\n${line}\nexport const z = 1;\n`)).toContain(CLIENT);
  });

  it('allows the same imports in a server file', async () => {
    expect(await violations('app/authentication/fixture-server.tsx', "import { cookies } from 'next/headers';\nexport const z = cookies;\n")).toEqual([]);
  });
});

describe('the server-only and client-only markers', () => {
  const files = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const marked = (file: string, marker: string) => fs.readFileSync(path.join(root, file), 'utf8').includes(`import '${marker}';`);

  it('marks the db client, bootstrap, session and every query and service module server-only', () => {
    const data = files('lib').filter((f) => /(queries|service)\.ts$/.test(f));
    expect(data.length).toBeGreaterThan(20);
    for (const file of ['db/client.ts', 'db/bootstrap.ts', 'lib/auth/session.ts', ...data]) expect(marked(file, 'server-only'), file).toBe(true);
  });

  it('marks every lib module that imports database tables server-only (directly or through the db client)', () => {
    for (const file of files('lib').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (!/^import \{[^}]*\} from '@\/db\/schema'/m.test(text)) continue; // value imports (not `import type`)
      expect(marked(file, 'server-only') || /^import \{[^}]*\bgetDb\b[^}]*\} from '@\/db\/client'/m.test(text), file).toBe(true);
    }
  });

  it('marks the browser API helper client-only', () => {
    expect(marked('lib/api-client.ts', 'client-only')).toBe(true);
  });
});
