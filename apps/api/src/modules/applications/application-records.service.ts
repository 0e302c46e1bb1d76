/**
 * An application's own records as the modules that work on it (the workflow, recognitions) reach them:
 * through this module, which owns the applications' tables, never through its repository.
 */

export { findSections } from './application-sections.repository.js';
export type { ApplicationRow } from './applications.repository.js';
export {
  findCompanyApplicationRow,
  findUser,
  insertEvent,
  lockCompanyApplication,
  updateApplication,
} from './applications.repository.js';
