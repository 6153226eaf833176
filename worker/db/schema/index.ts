export * from './users.ts';
export * from './content.ts';
export * from './social.ts';
export * from './catalogs.ts';
export * from './activity.ts';
export * from './edge-cache.ts';
export * from './passkeys.ts';
export * from './applications.ts';
