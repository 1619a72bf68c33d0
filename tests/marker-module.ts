// Stands in for the 'server-only' and 'client-only' marker packages in vitest (vitest.config.ts).
export {};
