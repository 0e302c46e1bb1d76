import { formatDay, type PtStatusStep } from '@fsmis/domain';
import type { WorkflowNotice } from '../../cases/notices.js';

/**
 * What the laboratories are told of a Proficiency Testing round's steps: an in-app notification and an
 * e-mail, since each asks them to act or tells them what the regulator did. All the words are here.
 */

interface NoticeRound {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly registrationClosesAt: Date;
  readonly resultsDueAt: Date;
}

export const ptRoundPath = (roundId: string) => `/pt-scheme-details/${roundId}`;

const day = (date: string | Date) => formatDay(date);
/** "PT-2026-03 Aflatoxins in peanut butter" */
const named = (round: NoticeRound) => `${round.code} ${round.name}`;

function notice(round: NoticeRound, title: string, message: string): WorkflowNotice {
  return { title, message, linkPath: ptRoundPath(round.id), email: true, linkSubject: 'the scheme' };
}

/** What the laboratories a status step concerns are told of it. */
export function ptStatusStepNotice(step: PtStatusStep, round: NoticeRound): WorkflowNotice {
  const about = (title: string, message: string) => notice(round, title, message);
  switch (step) {
    case 'open-registration':
      return about(
        `Registration is open for ${round.code}`,
        `Registration is open for the proficiency test ${named(round)} until ${day(round.registrationClosesAt)}. Register on the scheme page if your laboratory takes part.`,
      );
    case 'close-registration':
      return about(
        `Registration has closed for ${round.code}`,
        `Registration for ${named(round)} has closed. We will tell you when your test items are dispatched.`,
      );
    case 'open-results':
      return about(
        `Results submission is open for ${round.code}`,
        `You can now submit your results for ${named(round)}. Submit them by ${day(round.resultsDueAt)}; you can save a draft first.`,
      );
    case 'close-results':
      return about(
        `Results submission has closed for ${round.code}`,
        `Results submission for ${named(round)} has closed. We will tell you when the report is published.`,
      );
    case 'publish':
      return about(
        `The report of ${round.code} is published`,
        `The report of ${named(round)} is published. Read your scores on the scheme page.`,
      );
  }
}

/** What a participant is told once its test items have left. */
export function ptDispatchNotice(
  round: NoticeRound,
  dispatch: { readonly courier: string; readonly trackingNumber: string; readonly dispatchedOn: string },
): WorkflowNotice {
  return notice(
    round,
    `Your test items for ${round.code} have been dispatched`,
    `Your test items for ${named(round)} were dispatched on ${day(dispatch.dispatchedOn)} by ${dispatch.courier}, tracking number ${dispatch.trackingNumber}. Confirm on the scheme page when they arrive.`,
  );
}
