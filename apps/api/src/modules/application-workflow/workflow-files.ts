import type { OfficerFile } from '@fsmis/domain';
import type { WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import {
  removingFilesOnFailure,
  type StoredFile,
  storeGeneratedFile,
  type TakenFile,
  takeOfficerFiles,
} from '../../cases/officer-files.js';
import type { Database } from '../../db/database.js';
import type { ApplicationRow } from '../applications/application-records.service.js';
import { applyAction, type Operation, type WorkOutcome } from './workflow.service.js';

/** The files an officer's operation gives the case: attachments of the application's company, by that officer. */
export interface OperationFiles {
  /** The officer's upload named by the body's `file`, taken for the application. */
  take(file: OfficerFile): Promise<TakenFile>;
  /** A file the portal made (the invoice), stored as scanned. */
  storeGenerated(file: { fileName: string; bytes: Uint8Array; contentType: string }): Promise<StoredFile>;
}

/**
 * `applyAction` for an officer's operation that gives the case files: its work is handed `files`, which
 * owns each file by the application's company and the officer. The bytes the operation stores itself are
 * removed again if it fails or is refused; an upload it took stays the officer's, the take rolled back.
 */
export function applyWithFiles<T>(
  context: WorkflowContext,
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
          };
          return operation.work(tx, application, {
            take: async (file) => {
              const [taken] = await takeOfficerFiles(tx, owner, [file], { name: 'file', listed: false });
              if (!taken) throw new Error('The officer’s file was not taken.');
              return taken;
            },
            storeGenerated: (file) =>
              storeGeneratedFile(tx, context.storage, { ...owner, stored, ...file }, now),
          });
        },
      },
      now,
    ),
  );
}
