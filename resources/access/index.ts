export * from './roles.ts';
export * from './areas.ts';
export * from './policies.ts';
export * from './names.ts';
export * from './can.ts';
