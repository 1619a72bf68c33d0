import { NextResponse } from 'next/server';
import { handler } from '@/lib/http/handler';
import { templateTreeWithVersion } from '@/lib/hodogram/queries';
import { hodogramTreeUpdateSchema, projectIdQuerySchema } from '@/lib/hodogram/schemas';
import { createProjectHodogram, updateTemplateTree } from '@/lib/hodogram/service';

/** An ETag without quotes or the weak prefix (W/"abc" -> abc). */
const etagValue = (header: string | null) => header?.replace(/^W\//, '').replace(/"/g, '').trim() || null;

/** GET /api/Hodogram: the template tree (id, ordinal, code, name, description, isActive, parentId, children); ETag = its version. */
export const GET = handler({ module: 'hodogram', operation: 'read' }, async ({ db }) => {
  const { tree, version } = await templateTreeWithVersion(db);
  return NextResponse.json(tree, { headers: { ETag: `"${version}"`, 'Cache-Control': 'private, no-store' } });
});

/**
 * PUT /api/Hodogram { hodogramEntities, confirmedDeletions? }: the whole tree; answers the updated
 * tree. With If-Match (the ETag of GET) a tree built from an outdated version is refused (409).
 * An empty tree is refused while nodes exist; a node with attachments or project copies is
 * deleted only when named in confirmedDeletions. The replaced tree is kept in the audit row.
 */
export const PUT = handler(
  { module: 'hodogram', operation: 'update', body: hodogramTreeUpdateSchema },
  async ({ db, req, user, body, auditSnapshot }) =>
    updateTemplateTree(db, user, body, { ifMatch: etagValue(req.headers.get('if-match')), keep: auditSnapshot }),
);

/** POST /api/Hodogram?projectId=: the project's hodogram from the active template nodes (201). */
export const POST = handler({ module: 'projectHodogram', operation: 'create', query: projectIdQuerySchema }, async ({ db, query, auditEntity }) => {
  auditEntity(query.projectId);
  return createProjectHodogram(db, query.projectId);
});
