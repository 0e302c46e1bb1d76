import {
  APPLICATION_FORMS,
  categoryOfRecognitionAction,
  firstFormOf,
  type NotAvailableAction,
  type Programme,
  type ProgrammeStanding,
  programmeSlug,
  type RecognitionAction,
  type RecognitionCompanyAction,
  recognitionCompanyActions,
} from '@fsmis/domain';
import type { Database } from '../../db/database.js';
import { standingsOf } from '../company-standing/company-standing.service.js';
import * as repository from './recognition.repository.js';

/**
 * What a company may do with each of its recognitions (renew, change its scope or company details,
 * withdraw), by the domain's `recognitionCompanyActions`, with where each starts in the portal.
 */

const ACTION_LABELS: Readonly<Record<RecognitionCompanyAction, string>> = {
  renew: 'Renew this recognition',
  'change-scope': 'Apply to change its scope',
  'change-details': 'Apply to change company details',
  withdraw: 'Withdraw this recognition',
};

const CONTINUE_LABELS: Readonly<Record<Exclude<RecognitionCompanyAction, 'withdraw'>, string>> = {
  renew: 'Continue your renewal application',
  'change-scope': 'Continue your change of scope application',
  'change-details': 'Continue your change of company details application',
};

type RecognitionFacts = Pick<repository.RecognitionRow, 'id' | 'programme' | 'status'>;

/** A Draft of the company's under the recognition's programme. */
export type DraftFacts = Pick<
  Awaited<ReturnType<typeof repository.findDrafts>>[number],
  'id' | 'category' | 'form'
>;

/**
 * Where an action starts: the form of its category, or the programme's instructions where the category
 * has several forms to choose from (a change of company details), or the recognition's withdrawal page.
 */
function pathOf(action: RecognitionCompanyAction, recognition: RecognitionFacts): string {
  const programme = recognition.programme;
  const category = categoryOfRecognitionAction(action);
  if (category === null) return `/recognition/${recognition.id}/withdraw`;
  const forms = APPLICATION_FORMS[programme].filter((form) => form.category === category);
  const page = forms.length === 1 ? firstFormOf(programme, category).slug : 'instructions';
  return `/application/${programmeSlug(programme)}/${page}`;
}

/** Each action on the recognition, whether it is open now and why not, with its label and path. */
export function recognitionActionsOf(
  recognition: RecognitionFacts,
  standing: ProgrammeStanding,
  hasOpenSuspension: boolean,
  drafts: readonly DraftFacts[] = [],
): RecognitionAction[] {
  const programme = recognition.programme;
  return recognitionCompanyActions({
    programme,
    status: recognition.status,
    standing,
    hasOpenSuspension,
    // One line per open application, each of its own category.
    openApplications: standing.openCategories.length,
    draftCategories: drafts.map((draft) => draft.category),
  }).map(({ name, open, reason, continuesDraft }) => {
    const draft = continuesDraft
      ? drafts.find((each) => each.category === categoryOfRecognitionAction(name))
      : undefined;
    return {
      name,
      open,
      reason,
      label: draft && name !== 'withdraw' ? CONTINUE_LABELS[name] : ACTION_LABELS[name],
      path: draft
        ? `/application/${programmeSlug(programme)}/${draft.form}?id=${draft.id}`
        : pathOf(name, recognition),
    };
  });
}

/** The company's standing in the recognition's programme and its actions. */
export async function companyActionsOf(
  db: Database,
  companyId: string,
  recognition: RecognitionFacts,
  hasOpenSuspension: boolean,
): Promise<RecognitionAction[]> {
  const [standings, drafts] = await Promise.all([
    standingsOf(db, companyId),
    repository.findDrafts(db, companyId),
  ]);
  return recognitionActionsOf(
    recognition,
    standingOf(standings, recognition),
    hasOpenSuspension,
    drafts.filter((draft) => draft.programme === recognition.programme),
  );
}

/**
 * GET /api/companies/recognition/not-available-action: for every recognition of the company, each action
 * it may not take now, and why.
 */
export async function notAvailableActions(
  db: Database,
  session: { readonly companyId: string },
): Promise<NotAvailableAction[]> {
  const rows = await repository.findCompanyRecognitions(db, session.companyId);
  const [standings, suspensions, drafts] = await Promise.all([
    standingsOf(db, session.companyId),
    repository.findOpenSuspensions(
      db,
      rows.map((row) => row.id),
    ),
    repository.findDrafts(db, session.companyId),
  ]);
  return rows.flatMap((row) => {
    const hasOpenSuspension = suspensions.some((suspension) => suspension.recognitionId === row.id);
    const programmeDrafts = drafts.filter((draft) => draft.programme === row.programme);
    return recognitionActionsOf(row, standingOf(standings, row), hasOpenSuspension, programmeDrafts).flatMap(
      (action) =>
        action.open || action.reason === null
          ? []
          : [
              {
                recognitionId: row.id,
                programme: row.programme,
                action: action.name,
                label: action.label,
                reason: action.reason,
              },
            ],
    );
  });
}

function standingOf(
  standings: ReadonlyMap<Programme, ProgrammeStanding>,
  recognition: RecognitionFacts,
): ProgrammeStanding {
  const standing = standings.get(recognition.programme);
  if (!standing) throw new Error(`No standing in programme ${recognition.programme}`);
  return standing;
}
