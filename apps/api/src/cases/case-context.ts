import type { Database } from '../db/database.js';
import type { FileStorage } from '../modules/attachments/file-storage.js';
import type { Outbox } from '../modules/mail/outbox.service.js';

/** What a step on a case needs besides its actor: the database, the files, the outbox and the portal's address. */
export interface WorkflowContext {
  readonly db: Database;
  readonly storage: FileStorage;
  readonly outbox: Outbox;
  readonly publicUrl: string;
}
