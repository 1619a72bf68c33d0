import { z } from '@/lib/i18n/zod';
import { handler } from '@/lib/http/handler';
import { messages } from '@/lib/i18n/messages';
import { codebookOptions } from '@/lib/lookups/codebooks';

const query = z.object({ codebookName: z.string({ error: messages.required }).trim().min(1, messages.required).max(50, messages.maxLength(50)) });

/** GET /api/Codebooks?codebookName=Role: the codebook's options (value, label, name, description, disabled). */
export const GET = handler({ module: 'lookups', operation: 'read', query }, async ({ db, query }) =>
  codebookOptions(db, query.codebookName),
);
