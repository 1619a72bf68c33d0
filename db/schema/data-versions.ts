import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * The version of the data (issue 15, the answer cache of lib/http/answer-cache.ts): the sum of
 * `v` over the shards grows by exactly one with every committed transaction that wrote any table
 * of the app (a statement trigger on each table, migration 0021, bumps one shard once per
 * transaction), and by nothing else. Two snapshots that see the same sum see the same committed
 * writes, so an answer computed under a version is still the answer while the version stands.
 * Shards: a writer takes a shard no other open transaction holds (FOR UPDATE SKIP LOCKED), so
 * writers never wait for each other here and the bump cannot take part in a deadlock.
 */
export const dataVersions = pgTable('data_versions', {
  shard: smallint('shard').primaryKey(),
  v: bigint('v', { mode: 'number' }).notNull().default(0),
});
