// The one place drizzle-kit and the client read the whole schema from; each domain owns its file.
export * from './partners.ts';
export * from './jobs.ts';
export * from './drills.ts';
export * from './blogs.ts';
export * from './content.ts';
export * from './contact.ts';
export * from './mail.ts';
export * from './users.ts';
export * from './auth-tokens.ts';
export * from './applications.ts';
export * from './notifications.ts';
export * from './uploads.ts';
export * from './referrals.ts';
export * from './judging.ts';
export * from './payments.ts';
export * from './saarthi.ts';
export * from './matching.ts';
