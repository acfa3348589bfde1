// The whole data model. One file per domain; migrations are generated from all of them together.
export * from './auth';
export * from './analytics';
export * from './web';
export * from './agents';
export * from './calls';
export * from './payments';
export * from './outreach';
export * from './jobs';
export * from './mail';
export * from './limits';
export * from './dispatch';
export * from './dev-queue';
export * from './outcomes';
export * from './webhooks';
export * from './verification';
export * from './campaign-settings';
