export * from './fields.ts';
export * from './actions.ts';
export * from './define-resource.ts';
export * from './derive.ts';
export * from './meanings.ts';
export * from './presets.ts';
export * from './navigation-items.ts';
export * from './job-kinds.ts';
