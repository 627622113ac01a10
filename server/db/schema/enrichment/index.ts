export * from './lookup-providers.ts';
export * from './hlr-lookups.ts';
export * from './mnp-requests.ts';
