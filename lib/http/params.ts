import { z } from 'zod';

/** Route params `{ id }` as a positive integer (a bad id is a 400, never a crash). */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
