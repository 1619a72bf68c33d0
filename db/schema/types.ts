import { customType } from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer with both drivers (pg gives Buffer, PGlite gives Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});
