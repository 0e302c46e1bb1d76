import {
  CORRESPONDENCE_STATUS_LABELS,
  CorrespondenceStatus,
  formatDay,
  isCaseActionOpen,
  programmeLabel,
  programmeSlug,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ButtonLink } from '@fsmis/ui/components/button-link';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { SummaryList, type SummaryRow } from '@fsmis/ui/components/summary-list';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import type { CompanyTermsItem } from '../api/get-company-terms';
import { useDownloadTermsDocument } from '../api/get-terms-document';
import type { AcknowledgedTerms } from '../api/post-acknowledge-terms';
import { AcknowledgeTermsForm } from './acknowledge-terms-form';
import { PROGRAMME_DETAILS, type ProgrammeTerms } from './programme-terms';

const STATUS_COLOURS: Readonly<Record<CorrespondenceStatus, TagColour>> = {
  [CorrespondenceStatus.requested]: 'blue',
  [CorrespondenceStatus.rejected]: 'red',
  [CorrespondenceStatus.sent]: 'yellow',
  [CorrespondenceStatus.acknowledged]: 'green',
  [CorrespondenceStatus.obsolete]: 'grey',
};

const NOT_REQUESTED = 'Not requested';

/** A date of the terms, as Singapore shows it, in a machine-readable <time>. */
function DateText({ value }: { readonly value: string | null }) {
  if (value === null) return null;
  return <time dateTime={value}>{formatDay(value)}</time>;
}

const versionText = (item: CompanyTermsItem) => (item.version === null ? null : `Version ${item.version}`);

/** The facts of the item in play, by its status. */
function rowsOf(item: CompanyTermsItem): SummaryRow[] {
  const rows: (SummaryRow | null)[] = [];
  const add = (key: string, value: ReactNode | null | undefined) => {
    rows.push(value === null || value === undefined ? null : { key, value });
  };
  const dateRow = (key: string, value: string | null) => add(key, value ? <DateText value={value} /> : null);
  const status = item.companyTermsAndConditionsStatus.value;
  add('Version', versionText(item));
  add('Document', item.documentTitle);
  dateRow('Requested on', item.requestedAt);
  if (status === CorrespondenceStatus.requested || status === CorrespondenceStatus.rejected) {
    add(
      'Contact',
      item.contactName ? (
        <>
          {item.contactName}
          {item.contactEmail ? (
            <>
              <br />
              {item.contactEmail}
            </>
          ) : null}
        </>
      ) : null,
    );
    add(
      'What you plan to apply for',
      item.purpose ? <span className="terms-card__text">{item.purpose}</span> : null,
    );
  }
  dateRow('Sent on', item.sentAt);
  dateRow('Acknowledged on', item.acknowledgedAt);
  dateRow('Rejected on', item.rejectedAt);
  dateRow('Replaced on', item.obsoletedAt);
  return rows.filter((row): row is SummaryRow => row !== null);
}

/** What the company should know or do next, by status. */
function statusMessage(terms: ProgrammeTerms, label: string): string {
  switch (terms.status) {
    case null:
      return `Your company has not asked for the ${label} terms and conditions. Request them if you plan to apply under ${label}.`;
    case CorrespondenceStatus.requested:
      return 'We have your request. We will let you know when the terms and conditions are ready.';
    case CorrespondenceStatus.sent:
      return terms.earlierVersions.length > 0
        ? `We have sent you a new version of the ${label} terms and conditions. Read it and acknowledge it before your next ${label} application.`
        : `Read the ${label} terms and conditions and acknowledge them. You can then apply under ${label}.`;
    case CorrespondenceStatus.acknowledged:
      return `Your company has acknowledged these terms and conditions. It can apply under ${label}.`;
    case CorrespondenceStatus.rejected:
      return 'We could not accept your request, for the reason below. You can request the terms and conditions again.';
    case CorrespondenceStatus.obsolete:
      return 'These terms and conditions have been replaced by a newer version.';
  }
}

export type ProgrammeTermsCardProps = {
  readonly terms: ProgrammeTerms;
  readonly hasOngoingSuspension: boolean;
  readonly onProblems: (items: readonly ErrorSummaryItem[]) => void;
  readonly onAcknowledged: (result: AcknowledgedTerms) => void;
};

/** One programme's terms and conditions: where they stand, and what the company can do. */
export function ProgrammeTermsCard({
  terms,
  hasOngoingSuspension,
  onProblems,
  onAcknowledged,
}: ProgrammeTermsCardProps) {
  const { programme, latest, status } = terms;
  const label = programmeLabel(programme);
  const details = PROGRAMME_DETAILS[programme];
  const headingId = `terms-${programmeSlug(programme)}`;
  const documentDownload = useDownloadTermsDocument();

  const downloadDocument = () =>
    documentDownload.mutate(programme, {
      onSuccess: () => onProblems([]),
      onError: (error) => onProblems([{ text: errorMessageOf(error) }]),
    });

  return (
    <li className="terms-card">
      <section aria-labelledby={headingId}>
        <div className="terms-card__header">
          <h2 id={headingId} className="terms-card__title">
            {details.name} ({label})
          </h2>
          <Tag colour={status === null ? 'grey' : STATUS_COLOURS[status]}>
            {status === null ? NOT_REQUESTED : CORRESPONDENCE_STATUS_LABELS[status]}
          </Tag>
        </div>
        <p className="terms-card__purpose">{details.purpose}</p>
        {hasOngoingSuspension ? (
          <p className="terms-card__note">Your company’s {label} recognition is suspended.</p>
        ) : null}

        <p>{statusMessage(terms, label)}</p>
        {latest ? <SummaryList rows={rowsOf(latest)} /> : null}

        {status === CorrespondenceStatus.rejected && latest?.rejectionReason ? (
          <div className="terms-card__reason">
            <h3 className="terms-card__subheading">Why we could not accept your request</h3>
            <p className="terms-card__text">{latest.rejectionReason}</p>
          </div>
        ) : null}

        {terms.documentAvailable ? (
          <div className="terms-card__document">
            <Button variant="secondary" pending={documentDownload.isPending} onClick={downloadDocument}>
              {documentDownload.isPending ? 'Downloading…' : 'Download PDF'}
              <span className="visually-hidden">
                {' '}
                of the {label} terms and conditions{latest?.version ? `, version ${latest.version}` : ''}
              </span>
            </Button>
          </div>
        ) : null}

        {isCaseActionOpen(terms.actions, 'acknowledge') && latest ? (
          <AcknowledgeTermsForm
            itemId={latest.id}
            label={label}
            onProblems={onProblems}
            onAcknowledged={onAcknowledged}
          />
        ) : null}

        {isCaseActionOpen(terms.actions, 'request') ? (
          <div className="terms-card__actions">
            <ButtonLink
              variant="secondary"
              to={paths.termsAndConditionsRequest.href(programmeSlug(programme))}
            >
              {status === CorrespondenceStatus.rejected ? 'Request again' : 'Request terms and conditions'}
              <span className="visually-hidden"> for {label}</span>
            </ButtonLink>
          </div>
        ) : null}

        {terms.earlierVersions.length > 0 ? (
          <EarlierVersions label={label} items={terms.earlierVersions} headingId={`${headingId}-earlier`} />
        ) : null}
      </section>
    </li>
  );
}

/** Versions the company held before: shown for its records; only the current one can be downloaded. */
function EarlierVersions({
  label,
  items,
  headingId,
}: {
  readonly label: string;
  readonly items: readonly CompanyTermsItem[];
  readonly headingId: string;
}) {
  return (
    <div className="terms-card__earlier">
      <h3 id={headingId} className="terms-card__subheading">
        Earlier versions
      </h3>
      <ul className="terms-card__earlier-list" aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.id}>
            <strong>{versionText(item) ?? `${label} terms and conditions`}</strong>
            {' · '}
            {CORRESPONDENCE_STATUS_LABELS[item.companyTermsAndConditionsStatus.value]}
            {item.acknowledgedAt ? (
              <>
                {' · acknowledged '}
                <DateText value={item.acknowledgedAt} />
              </>
            ) : null}
            {item.obsoletedAt ? (
              <>
                {' · replaced '}
                <DateText value={item.obsoletedAt} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="terms-card__hint">Only the current version can be downloaded.</p>
    </div>
  );
}
