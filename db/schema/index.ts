export * from './lookups';
export * from './employees';
export * from './users';
export * from './audit';
