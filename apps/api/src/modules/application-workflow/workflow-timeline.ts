import {
  type ApplicationAction,
  type ApplicationCategory,
  type ApplicationFormStep,
  type ApplicationStep,
  applicationStatusLabel,
  OUTCOME_KIND_LABELS,
  type OutcomeKind,
  outcomeKindFor,
  Programme,
  type TimelineEvent,
} from '@fsmis/domain';
import type { EventRecord } from './workflow-view.repository.js';

/** What the title of an event may depend on: approval reads as support outside LRP, recognition as its outcome. */
interface TitleContext {
  readonly programme: Programme;
  readonly category: ApplicationCategory;
  readonly outcomeKind: OutcomeKind | null;
}

type Title = string | ((context: TitleContext) => string);

/** The timeline's words for each move and recorded step of an application, and for its creation. */
export const TIMELINE_TITLES: Readonly<
  Record<ApplicationAction | Exclude<ApplicationStep, ApplicationFormStep> | 'create', Title>
> = {
  create: 'Application started',
  submit: 'Application submitted',
  'mark-as-cancelled': 'Cancelled',
  'request-information': 'Request for information sent',
  'more-info-provided': 'Information provided',
  'start-verification': 'Site verification scheduled',
  'verification-report': 'Verification report uploaded',
  'raise-findings': 'Findings raised',
  'verify-without-findings': 'Verification completed without findings',
  acknowledge: 'Findings acknowledged',
  'save-corrective-action': 'Corrective action saved',
  'findings-corrected': 'Corrective actions submitted',
  'reject-corrective-actions': 'Corrective actions returned',
  'accept-corrective-actions': 'Corrective actions accepted',
  'prepare-approval-document': 'Approval document prepared',
  'start-documentary-review': 'Approval documents sent for review',
  'respond-to-document': 'Response to an approval document',
  'approval-documents-ready': 'Approval documents ready',
  'declaration-signature': 'Declaration signed',
  approve: ({ programme }) => (programme === Programme.LRP ? 'Approved' : 'Supported'),
  'send-for-signing': 'Sent for signing',
  recognise: ({ category, outcomeKind }) => OUTCOME_KIND_LABELS[outcomeKind ?? outcomeKindFor(category)],
  close: 'Closed',
  void: 'Voided',
  withdraw: 'Withdrawn',
  'issue-invoice': 'Invoice issued',
  'record-payment': 'Payment recorded',
  comment: 'Comment added',
};

const isTitled = (action: string): action is keyof typeof TIMELINE_TITLES =>
  Object.hasOwn(TIMELINE_TITLES, action);

/** The title of an event, e.g. "Request for information sent"; an unknown action reads as its own words. */
export function timelineTitle(action: string, context: TitleContext): string {
  if (!isTitled(action)) {
    const words = action.replaceAll('-', ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  const title = TIMELINE_TITLES[action];
  return typeof title === 'function' ? title(context) : title;
}

/**
 * Steps the company does not see: an approval document being prepared names what has not been sent to
 * it yet (it hears of the documents when they are sent for review).
 */
const OFFICER_ONLY_STEPS: readonly string[] = ['prepare-approval-document'] satisfies ApplicationStep[];

/** The history of the application as the reader's timeline, oldest first. */
export function timelineOf(
  events: readonly EventRecord[],
  context: TitleContext & { readonly party: 'company' | 'officer' },
): TimelineEvent[] {
  const { programme, category, party } = context;
  return events.flatMap(({ row, actorName, actorRole }) => {
    if (party === 'company' && OFFICER_ONLY_STEPS.includes(row.action)) return [];
    const { fromStatus, toStatus } = row;
    return [
      {
        id: row.id,
        action: row.action,
        title: timelineTitle(row.action, context),
        detail: row.detail,
        fromStatus,
        toStatus,
        toStatusLabel: applicationStatusLabel(toStatus, programme, category),
        actorName,
        actorParty: actorRole ?? null,
        at: row.at.toISOString(),
      },
    ];
  });
}
