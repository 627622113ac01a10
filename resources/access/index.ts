export * from './roles.ts';
export * from './policies.ts';
export * from './can.ts';
