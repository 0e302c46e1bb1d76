import {
  ApplicationCategory,
  ApplicationStatus,
  applicationStatusLabel,
  CompanyRecognitionStatus,
  formatDay,
  outcomeKindFor,
  type Programme,
  programmeLabel,
  singaporeDateParts,
} from '@fsmis/domain';
import type { WorkflowActor } from '../../cases/actors.js';
import type { WorkflowContext } from '../../cases/case-context.js';
import type { Database } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { templateOfApplication } from '../applications/application-answers.js';

import type { ApplicationRow } from '../applications/application-records.service.js';
import * as applicationRecords from '../applications/application-records.service.js';
import { officerNotices } from './officer-notices.js';
import * as repository from './officer-records.repository.js';
import { namedScopeOf } from './recognition-scope.js';
import { applyAction } from './workflow.service.js';

/**
 * What reaching Recognised does to the company's recognition under the programme (docs/domain.md): one row
 * per company and programme, created by a New application, extended by a Renewal, its scope changed by
 * a Change Of Scope; a Change Of Company Details leaves number, validity and scope as they were.
 */

/** How long a recognition lasts; the templates name no other validity. */
export const RECOGNITION_VALIDITY_YEARS = 3;

export interface WrittenRecognition {
  readonly recognitionNumber: string;
  readonly validUntil: Date;
  /** The application that set the recognition before this one, if another. */
  readonly previousApplicationId: string | null;
}

const addYears = (date: Date, years: number) => {
  const later = new Date(date);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
};

/** Writes the recognition `application` grants, inside the recognise transaction. */
export async function writeRecognition(
  tx: Database,
  application: ApplicationRow,
  now: Date,
): Promise<WrittenRecognition> {
  const programme = application.programme;
  const category = application.category;
  const existing = await repository.lockRecognition(tx, application.companyId, programme);
  const scope = await scopeOf(tx, application);
  const previousApplicationId =
    existing?.applicationId && existing.applicationId !== application.id ? existing.applicationId : null;

  if (category === ApplicationCategory.new) {
    const fresh = {
      status: CompanyRecognitionStatus.recognised,
      recognitionNumber: await nextRecognitionNumber(tx, programme, now),
      validFrom: now,
      validUntil: addYears(now, RECOGNITION_VALIDITY_YEARS),
      scopeSummary: scope ?? '',
      applicationId: application.id,
      updatedAt: now,
    };
    if (existing) await repository.updateRecognition(tx, existing.id, fresh);
    else
      await repository.insertRecognition(tx, {
        companyId: application.companyId,
        programme,
        ...fresh,
        createdAt: now,
      });
    return {
      recognitionNumber: fresh.recognitionNumber,
      validUntil: fresh.validUntil,
      previousApplicationId,
    };
  }

  if (!existing) {
    throw conflict(
      `${application.referenceNumber} cannot be recognised: the company holds no ${programmeLabel(programme)} recognition to ${category === ApplicationCategory.renewal ? 'renew' : 'change'}.`,
    );
  }
  const validUntil =
    category === ApplicationCategory.renewal
      ? addYears(existing.validUntil, RECOGNITION_VALIDITY_YEARS)
      : existing.validUntil;
  await repository.updateRecognition(tx, existing.id, {
    ...(category === ApplicationCategory.renewal
      ? { status: CompanyRecognitionStatus.recognised, validUntil }
      : {}),
    ...(category !== ApplicationCategory.changeOfCompanyDetails && scope ? { scopeSummary: scope } : {}),
    applicationId: application.id,
    updatedAt: now,
  });
  return { recognitionNumber: existing.recognitionNumber, validUntil, previousApplicationId };
}

/**
 * The Recognised application that set the recognition before is superseded: it moves to Closed, recorded
 * as the officer's `close` with the reason, in the recognise transaction (no notice of its own).
 */
export async function supersedeApplication(
  context: WorkflowContext,
  tx: Database,
  actor: WorkflowActor,
  previousApplicationId: string,
  supersededBy: string,
  now: Date,
): Promise<void> {
  const reason = `Superseded by ${supersededBy}`;
  await applyAction(
    { ...context, db: tx },
    actor,
    previousApplicationId,
    { name: 'close', work: async () => ({ result: null, endReason: reason, detail: reason }) },
    now,
  );
}

async function scopeOf(tx: Database, application: ApplicationRow): Promise<string | null> {
  const template = await templateOfApplication(tx, application);
  if (!template) return null;
  const sections = await applicationRecords.findSections(tx, application.id);
  const answers = Object.fromEntries(sections.map((section) => [section.sectionId, section.answers]));
  return namedScopeOf(template.definition, answers);
}

/** "LRP-REC-2026-0043": programme, year of recognition in Singapore, the next number of that year. */
async function nextRecognitionNumber(tx: Database, programme: Programme, now: Date): Promise<string> {
  const prefix = `${programmeLabel(programme)}-REC-${singaporeDateParts(now)?.year ?? ''}-`;
  const taken = await repository.recognitionNumbersLike(tx, prefix);
  const highest = Math.max(
    0,
    ...taken.map((number) => Number.parseInt(number.slice(prefix.length), 10) || 0),
  );
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

/**
 * POST …/recognise: Pending Signing -> Recognised. Writes the company's recognition for the programme and
 * the application's outcome kind; the application that set the recognition before is Closed as superseded.
 */
export async function recogniseApplication(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  now = new Date(),
): Promise<string> {
  try {
    return await recognise(context, actor, applicationId, now);
  } catch (error) {
    // Two recognitions of one programme numbered at the same moment: the second may simply try again.
    if (isUniqueViolation(error)) throw conflict(RECOGNITION_NUMBER_TAKEN_MESSAGE);
    throw error;
  }
}

export const RECOGNITION_NUMBER_TAKEN_MESSAGE =
  'Another recognition was numbered at the same moment. Recognise the application again.';

function recognise(
  context: WorkflowContext,
  actor: WorkflowActor,
  applicationId: string,
  now: Date,
): Promise<string> {
  return applyAction(
    context,
    actor,
    applicationId,
    {
      name: 'recognise',
      work: async (tx, application) => {
        const recognition = await writeRecognition(tx, application, now);
        const category = application.category;
        await applicationRecords.updateApplication(tx, application.id, {
          outcomeKind: outcomeKindFor(category),
        });
        const before = recognition.previousApplicationId
          ? await applicationRecords.findCompanyApplicationRow(
              tx,
              application.companyId,
              recognition.previousApplicationId,
            )
          : null;
        const previous = before?.status === ApplicationStatus.recognised ? before : null;
        if (previous) {
          await supersedeApplication(context, tx, actor, previous.id, application.referenceNumber, now);
        }
        const outcome = applicationStatusLabel(ApplicationStatus.recognised, application.programme, category);
        const until = formatDay(recognition.validUntil);
        return {
          result: `${application.referenceNumber}: ${outcome}. Recognition ${recognition.recognitionNumber} is valid until ${until}${previous ? `; ${previous.referenceNumber} is closed as superseded` : ''}.`,
          detail: `Recognition ${recognition.recognitionNumber}, valid until ${until}`,
          notice: officerNotices.recognised(application, recognition),
        };
      },
    },
    now,
  );
}
