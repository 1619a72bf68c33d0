import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { projectItems, projects, unitsOfMeasurement } from '@/db/schema';
import { codebookId } from '@/db/seed/data/codebooks';
import { unique } from './helpers';

/** A fresh project (uniquely named, so files also pass against one shared Postgres database). */
export async function newProject(name = `Troškovnik ${unique()}`): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(projects)
    .values({ name, projectStatusId: codebookId('ProjectStatus', 'Active') })
    .returning({ id: projects.id });
  return row.id;
}

/** The id of a seeded unit by short name (kom, m, m2, m3, kg, paš, ...). */
export async function unitId(shortName: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).where(eq(unitsOfMeasurement.shortName, shortName));
  if (!row) throw new Error(`no unit ${shortName}`);
  return row.id;
}

/** The project's rows as stored, in (parent, ordinal) order. */
export async function storedItems(projectId: number) {
  const db = await getDb();
  return db
    .select()
    .from(projectItems)
    .where(eq(projectItems.projectId, projectId))
    .orderBy(projectItems.parentId, projectItems.ordinal);
}
