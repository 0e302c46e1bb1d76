import {
  type ApplicationDetails,
  type ApplicationProblem,
  ApplicationStatus,
  answerContext,
  applicationFormFor,
  applicationProblems,
  applicationStatusLabel,
  type ProgrammeStanding,
  programmeLabel,
  sectionOf,
  startRefusal,
  statusAfter,
  submittedAnswers,
} from '@fsmis/domain';
import { companyActor } from '../../cases/actors.js';
import { noticeTo, runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { freezeSignature } from '../attachments/attachments.service.js';
import type { FileStorage } from '../attachments/file-storage.js';
import { standingsOf } from '../company-standing/company-standing.service.js';
import type { Outbox } from '../mail/outbox.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { answersOf, baselineOfRow, savedSectionsOf, templateOfApplication } from './application-answers.js';
import { APPLICATION } from './application-case.js';
import { submittedMail } from './application-mail.js';
import * as sectionsRepository from './application-sections.repository.js';
import * as repository from './applications.repository.js';
import { getApplication, type StoredDeclaration } from './applications.service.js';

/** What submitting needs besides the database: the signature's storage, the outbox, the portal's URL. */
export interface SubmitContext {
  db: Database;
  storage: FileStorage;
  outbox: Outbox;
  publicUrl: string;
}

export const SUBMIT_MESSAGES = {
  alreadySubmitted: 'This application has already been submitted.',
  ended: (status: string) => `This application is ${status} and can no longer be submitted.`,
  cannotCancel: (status: string) => `An application in ${status} can no longer be cancelled.`,
  alreadyCancelled: 'This application has already been cancelled.',
  noTemplate: 'This application has no form to submit.',
  noSignature: 'Add your signature on your profile before you submit.',
} as const;

export const applicationPath = (applicationId: string) => `/application/${applicationId}`;

/**
 * POST /api/applications/{id}/submit: a complete draft of a company that may still apply becomes
 * Application Review. The answers are frozen as submitted (hidden questions dropped, text trimmed), the
 * declaration is signed with the profile's signature (copied, so a later change of signature leaves it),
 * the company is notified and the signer e-mailed once the transaction has committed.
 */
export async function submitApplication(
  context: SubmitContext,
  session: Session,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationDetails> {
  const { storage } = context;
  const frozen: { storageKey: string | null } = { storageKey: null };
  try {
    await runStep(context, companyActor(session), APPLICATION, applicationId, {
      refusal: (_tx, application) =>
        statusAfter(application.status, 'submit', 'company') === null ? submitRefusal(application) : null,
      work: async (tx, application) => {
        const { programme, category, status } = application;
        const next = statusAfter(status, 'submit', 'company');
        if (next === null) throw conflict(submitRefusal(application)); // refused already: for the type
        const template = await templateOfApplication(tx, application);
        if (!template) throw conflict(SUBMIT_MESSAGES.noTemplate);

        const label = programmeLabel(programme);
        const standing = (await standingsOf(tx, session.companyId, application.id)).get(
          programme,
        ) as ProgrammeStanding;
        const refusal = startRefusal(standing, category, label);
        if (refusal) throw conflict(refusal);

        const rows = await sectionsRepository.findSections(tx, application.id);
        const sections = await savedSectionsOf(tx, session.companyId, template, rows);
        const problems = applicationProblems(
          template.definition,
          answersOf(sections),
          answerContext(now, baselineOfRow(application)),
        );
        if (problems.length > 0) throw badRequest(problemFields(problems));

        const signer = await repository.findUser(tx, session.userId);
        const signature = await freezeSignature({ db: tx, storage }, session, application.id);
        if (!signer || !signature) throw badRequest({ signature: [SUBMIT_MESSAGES.noSignature] });
        frozen.storageKey = signature.storageKey;

        // What an officer reads is exactly what the company saw: hidden questions dropped, text trimmed.
        for (const row of rows) {
          const section = sectionOf(template.definition, row.sectionId);
          if (!section) continue;
          await sectionsRepository.updateSection(tx, application.id, row.sectionId, {
            answers: submittedAnswers(section, sections[row.sectionId]?.answers),
            rowVersion: row.rowVersion + 1,
            updatedAt: now,
            updatedByUserId: session.userId,
          });
        }
        const declaration: StoredDeclaration = {
          signerUserId: session.userId,
          signerName: signer.name,
          signedAt: now.toISOString(),
          signatureAttachmentId: signature.attachmentId,
          statements: template.definition.declaration.statements,
        };
        await repository.updateApplication(tx, application.id, {
          status: next,
          templateId: template.id,
          declaration,
          submittedAt: now,
          updatedAt: now,
        });
        const formName = applicationFormFor(programme, application.form)?.name ?? application.form;
        // The signer alone is e-mailed, with what was submitted; the company's users read the notice.
        if (signer.email) {
          const mail = submittedMail({
            to: signer.email,
            name: signer.name,
            referenceNumber: application.referenceNumber,
            programmeLabel: label,
            formName,
            link: `${context.publicUrl}${applicationPath(application.id)}`,
          });
          await context.outbox.queue(tx, {
            ...mail,
            companyId: session.companyId,
            about: APPLICATION.about?.(application) ?? null,
          });
        }
        return {
          result: undefined,
          history: { action: 'submit', fromStatus: status, toStatus: next },
          notices: noticeTo(session.companyId, {
            title: 'Application submitted',
            message: `Your ${label} ${formName} application ${application.referenceNumber} has been submitted. We will let you know when we have reviewed it.`,
            linkPath: applicationPath(application.id),
            email: false,
          }),
        };
      },
    });
  } catch (error) {
    if (frozen.storageKey) await storage.delete(frozen.storageKey).catch(() => undefined);
    throw error;
  }
  return getApplication(context.db, session, applicationId, now);
}

/** POST /api/applications/{id}/mark-as-cancelled: the company withdraws a draft or an application in review. */
export async function cancelApplication(
  db: Database,
  session: Session,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationDetails> {
  await runStep(
    { db },
    companyActor(session),
    APPLICATION,
    applicationId,
    {
      refusal: (_tx, application) =>
        statusAfter(application.status, 'mark-as-cancelled', 'company') === null
          ? cancelRefusal(application)
          : null,
      work: async (tx, application) => {
        const next = statusAfter(application.status, 'mark-as-cancelled', 'company');
        if (next === null) throw conflict(cancelRefusal(application)); // refused already: for the type
        await repository.updateApplication(tx, application.id, { status: next, updatedAt: now });
        return {
          result: undefined,
          history: { action: 'mark-as-cancelled', fromStatus: application.status, toStatus: next },
        };
      },
    },
    now,
  );
  return getApplication(db, session, applicationId, now);
}

/** Every problem as field -> messages, the field named by section and path (`tests.items.0.analyte`). */
function problemFields(problems: readonly ApplicationProblem[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const problem of problems) {
    const field = `${problem.sectionId}.${problem.path}`;
    fields[field] = [...(fields[field] ?? []), problem.message];
  }
  return fields;
}

function submitRefusal(application: repository.ApplicationRow): string {
  const status = application.status;
  return status === ApplicationStatus.cancelled ||
    status === ApplicationStatus.voided ||
    status === ApplicationStatus.withdrawn
    ? SUBMIT_MESSAGES.ended(statusLabelOf(application))
    : SUBMIT_MESSAGES.alreadySubmitted;
}

function cancelRefusal(application: repository.ApplicationRow): string {
  return application.status === ApplicationStatus.cancelled
    ? SUBMIT_MESSAGES.alreadyCancelled
    : SUBMIT_MESSAGES.cannotCancel(statusLabelOf(application));
}

function statusLabelOf(application: repository.ApplicationRow): string {
  return applicationStatusLabel(application.status, application.programme, application.category);
}
