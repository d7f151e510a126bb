// Public surface of @site/shared. Prefer deep imports ('@site/shared/config/env') in app code so
// each bundle takes only what it uses; this barrel is for convenience in tests and tools.
export * from './config/env';
export * from './config/site-config';
export * from './remote/contract';
export * from './types/entities';
