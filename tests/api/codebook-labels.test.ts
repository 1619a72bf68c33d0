import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';

/**
 * Issue 15: the lists write a code's label as a subquery per row. On the codebooks' one page
 * the planner chose to scan all ~70 codes for each row (two labels of 50 documents: 7,200 codes
 * compared per page, a quarter of the page's time); migration 0020's index of (id, label), read
 * without the table once start-up has vacuumed it (db/bootstrap.ts), answers each in one probe.
 */
describe('codebook labels in the lists', () => {
  it("are read from codebooks_id_label_idx alone, not by scanning the codes for each row", async () => {
    const db = await getDb();
    // The statistics autovacuum keeps (it analyzes the seeded codes, but never vacuums so few rows).
    await db.execute(sql`analyze codebooks`);
    const plan = await db.transaction(async (tx) => {
      // The planner's page cost of the app's pool (db/client.ts); PGlite is given the same.
      await tx.execute(sql`set local random_page_cost = 1.1`);
      const rows = (await tx.execute<Record<string, string>>(sql`
        explain select d.id, (select c.label from codebooks c where c.id = d.document_type_id) as type,
          (select c.label from codebooks c where c.id = d.document_status_id) as status
        from documents d order by d.id limit 50`)).rows;
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('Index Only Scan using codebooks_id_label_idx on codebooks');
    expect(plan).not.toMatch(/Seq Scan on codebooks/);
  });
});
