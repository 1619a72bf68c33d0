export * from './lookups';
export * from './employees';
export * from './users';
export * from './audit';
export * from './cooperators';
export * from './projects';
export * from './attachments';
export * from './employee-gear';
