export * from './attachments.js';
export * from './companies.js';
export * from './sessions.js';
export * from './settings.js';
export * from './terms.js';
export * from './server-secrets.js';
