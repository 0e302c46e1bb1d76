import {
  CorrectiveActionStatus,
  CorrespondenceStatus,
  FindingSeverity,
  formatDate,
  ReviewResponseStatus,
} from '@fsmis/domain';
import type { TagColour } from '@fsmis/ui/components/tag';
import type { ReactNode } from 'react';
import { CASE_SECTION_TITLES, type CaseSectionId } from './case-sections';

/** Display helpers shared by the sections of the case view. */

/** A calendar day (yyyy-mm-dd) or an instant, as a date: "12 Dec 2026". */
export function OnDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDate(value, 'dd MMM yyyy')}</time>;
}

/** An instant with its time in Singapore: "12/12/2026 14:30". */
export function AtTime({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDate(value, 'dd/MM/yyyy HH:mm')}</time>;
}

/** Who wrote or did something, as an officer reads it. */
export function partyLabel(party: 'company' | 'officer'): string {
  return party === 'company' ? 'company' : 'regulator';
}

/** An amount in Singapore dollars, always with cents: "S$1,250.00". */
export function sgd(amount: number): string {
  return `S$${amount.toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** Requests and document versions: waiting on someone is blue, done green, refused red, replaced grey. */
export function correspondenceColour(status: CorrespondenceStatus): TagColour {
  if (status === CorrespondenceStatus.sent) return 'blue';
  if (status === CorrespondenceStatus.acknowledged) return 'green';
  if (status === CorrespondenceStatus.rejected) return 'red';
  if (status === CorrespondenceStatus.requested) return 'yellow';
  return 'grey';
}

export function reviewResponseColour(status: ReviewResponseStatus): TagColour {
  if (status === ReviewResponseStatus.accepted) return 'green';
  if (status === ReviewResponseStatus.rejected) return 'red';
  if (status === ReviewResponseStatus.existing) return 'grey';
  return 'yellow';
}

export function severityColour(severity: FindingSeverity): TagColour {
  if (severity === FindingSeverity.critical) return 'red';
  if (severity === FindingSeverity.major) return 'yellow';
  return 'grey';
}

const CORRECTIVE_ACTION_COLOURS: Readonly<Record<CorrectiveActionStatus, TagColour>> = {
  [CorrectiveActionStatus.draft]: 'grey',
  [CorrectiveActionStatus.submitted]: 'blue',
  [CorrectiveActionStatus.accepted]: 'green',
  [CorrectiveActionStatus.rejected]: 'red',
};

export function correctiveActionColour(status: CorrectiveActionStatus): TagColour {
  return CORRECTIVE_ACTION_COLOURS[status];
}

/** A section of the case view: its heading names the region, its id is the contents list's target. */
export function CaseSection({ id, children }: { readonly id: CaseSectionId; readonly children: ReactNode }) {
  return (
    <section id={id} className="section case-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="case-section__title">
        {CASE_SECTION_TITLES[id]}
      </h2>
      {children}
    </section>
  );
}
