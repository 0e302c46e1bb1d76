import type { OfficerFile } from '@fsmis/domain';
import type { WorkflowActor } from '../../cases/actors.js';
import type { OfficerWorkflowContext } from '../../cases/case-context.js';
import {
  removingFilesOnFailure,
  type StoredFile,
  storeGeneratedFile,
  storeOfficerFile,
} from '../../cases/officer-files.js';
import type { Database } from '../../db/database.js';
import type { ApplicationRow } from '../applications/application-records.service.js';
import { applyAction, type Operation, type WorkOutcome } from './workflow.service.js';

/** The files an officer's operation stores: attachments of the application's company, by that officer. */
export interface OperationFiles {
  /** An officer's upload, checked and left for the virus scan. */
  store(file: OfficerFile): Promise<StoredFile>;
  /** A file the portal made (the invoice), stored as scanned. */
  storeGenerated(file: { fileName: string; bytes: Uint8Array; contentType: string }): Promise<StoredFile>;
}

/**
 * `applyAction` for an officer's operation that stores files: its work is handed `files`, which owns each
 * file by the application's company and the officer, and whose bytes are removed again if the operation
 * fails or is refused.
 */
export function applyWithFiles<T>(
  context: OfficerWorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  operation: Omit<Operation<T>, 'work'> & {
    work: (tx: Database, application: ApplicationRow, files: OperationFiles) => Promise<WorkOutcome<T>>;
  },
  now = new Date(),
): Promise<T> {
  return removingFilesOnFailure(context.storage, (stored) =>
    applyAction(
      context,
      actor,
      applicationId,
      {
        ...operation,
        work: (tx, application) => {
          const owner = {
            companyId: application.companyId,
            officerUserId: actor.userId,
            applicationId: application.id,
            stored,
          };
          return operation.work(tx, application, {
            store: (file) => storeOfficerFile(tx, context.storage, { ...owner, file, intake: context }),
            storeGenerated: (file) => storeGeneratedFile(tx, context.storage, { ...owner, ...file }, now),
          });
        },
      },
      now,
    ),
  );
}
