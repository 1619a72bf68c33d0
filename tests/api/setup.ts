import { bootstrapDatabase } from '@/db/bootstrap';

// Each API test file runs in a process of its own, on its own in-memory PGlite (or on the
// Postgres of DATABASE_URL): migrate and seed it once before the file's tests.
await bootstrapDatabase();
