import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * What every embedded database (PGlite) loads: the extensions the migrations create
 * (pg_trgm: the trigram indexes of "name contains", migration 0014). Loaded from the package's
 * own files, never from the network.
 */
export const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };
