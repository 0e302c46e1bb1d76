import type { Database } from '../db/database.js';
import type { FileStorage } from '../modules/attachments/file-storage.js';
import type { Scanner } from '../modules/attachments/scanners/scanner.js';
import type { Outbox } from '../modules/mail/outbox.service.js';

/** What a step on a case needs besides its actor: the database, the files, the outbox and the portal's address. */
export interface WorkflowContext {
  readonly db: Database;
  readonly storage: FileStorage;
  readonly outbox: Outbox;
  readonly publicUrl: string;
}

/** What an officer's step that takes files needs: the case's context, the largest file and the scanner. */
export interface OfficerWorkflowContext extends WorkflowContext {
  readonly maxFileBytes: number;
  /** Reads a refused file, so that an infected one is refused as infected. */
  readonly scanner: Scanner;
}
