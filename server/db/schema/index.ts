/** Every Drizzle table of the app, one file per area. */
export * from './profiles';
export * from './navigation';
export * from './notifications';
export * from './telemetry';
export * from './support';
export * from './rate-limits';
export * from './auth';
export * from './social';
export * from './messages';
export * from './groups';
export * from './reviews';
export * from './jobs';
export * from './events';
export * from './tips';
export * from './checklists';
export * from './contests';
export * from './creators';
