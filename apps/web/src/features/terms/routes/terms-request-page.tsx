import type { TermsRequestDetails } from '@fsmis/domain';
import {
  CorrespondenceStatus,
  formatDay,
  isCaseActionOpen,
  type Programme,
  programmeFromSlug,
  programmeLabel,
} from '@fsmis/domain';
import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useOfferedDraft } from '../../../lib/offered-draft';
import { guardSessionOf, type UserDetails, useSessionUser } from '../../../lib/session';
import { useCompanyTerms } from '../api/get-company-terms';
import { useLatestTerms } from '../api/get-latest-terms';
import type { SentTermsRequest } from '../api/post-terms-request';
import { PROGRAMME_DETAILS, type ProgrammeTerms, termsOfProgramme } from '../components/programme-terms';
import { successState } from '../components/success-message';
import { TermsRequestForm, termsRequestFormKey } from '../components/terms-request-form';
import './terms-request-page.css';

/** Asks the regulator for a programme's terms and conditions (the route has checked the programme). */
export function TermsRequestPage() {
  const { program = '' } = useParams();
  const user = useSessionUser();
  const programme = programmeFromSlug(program);
  if (!user || programme === null) return null;
  return <TermsRequest key={programme} programme={programme} user={user} />;
}

function TermsRequest({ programme, user }: { readonly programme: Programme; readonly user: UserDetails }) {
  const label = programmeLabel(programme);
  const details = PROGRAMME_DETAILS[programme];
  const navigate = useNavigate();
  const companyTerms = useCompanyTerms();
  const latestTerms = useLatestTerms();
  const draft = useOfferedDraft<TermsRequestDetails>(termsRequestFormKey(programme));
  const [refusal, setRefusal] = useState<{ message: string; attempt: number } | null>(null);
  // Once sent, the form stays until Terms and Conditions opens, though the programme is no longer
  // requestable.
  const [sent, setSent] = useState(false);
  const dashboardAllowed = guardSessionOf(user).dashboardAllowed;

  const onSent = ({ message }: SentTermsRequest) => {
    setSent(true);
    void navigate(paths.termsAndConditions.href(), {
      state: successState(
        message ??
          `Your request for the ${label} terms and conditions has been sent. We will let you know when they are ready.`,
      ),
    });
  };

  const terms =
    companyTerms.data && latestTerms.data
      ? termsOfProgramme(companyTerms.data, latestTerms.data, programme)
      : null;
  const requestable = terms !== null && isCaseActionOpen(terms.actions, 'request');

  return (
    <div className="container page terms-request-page">
      <Breadcrumbs
        items={[
          ...(dashboardAllowed ? [{ label: 'Dashboard', to: paths.dashboard.href() }] : []),
          { label: 'Terms and Conditions', to: paths.termsAndConditions.href() },
        ]}
      />
      <PageHeading caption={user.companyName}>Request the {label} terms and conditions</PageHeading>
      <p className="lead">
        {details.name} ({label}). {details.purpose}
      </p>

      {refusal ? (
        <>
          <ErrorSummary items={[{ text: refusal.message }]} focusKey={refusal.attempt} />
          {terms && !requestable ? <NotRequestable terms={terms} label={label} /> : null}
          <p>
            <Link to={paths.termsAndConditions.href()}>Return to Terms and Conditions</Link>
          </p>
        </>
      ) : companyTerms.isPending || latestTerms.isPending || draft.isPending ? (
        <p role="status">Loading…</p>
      ) : companyTerms.isError || latestTerms.isError || terms === null ? (
        <LoadProblem
          error={companyTerms.error ?? latestTerms.error}
          retrying={companyTerms.isFetching || latestTerms.isFetching}
          onRetry={() => {
            void companyTerms.refetch();
            void latestTerms.refetch();
          }}
        />
      ) : !requestable && !sent ? (
        <>
          <NotRequestable terms={terms} label={label} />
          <p>
            <Link to={paths.termsAndConditions.href()}>Go to Terms and Conditions</Link>
          </p>
        </>
      ) : (
        <TermsRequestForm
          programme={programme}
          initialValues={{ contactName: user.name, contactEmail: user.email ?? '', purpose: '' }}
          draft={draft.draft}
          localCopy={draft.localCopy}
          onSent={onSent}
          onRefused={(message) =>
            setRefusal((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }))
          }
        >
          <section className="section" aria-labelledby="terms-request-needs-heading">
            <h2 id="terms-request-needs-heading">What we need from you</h2>
            <ul className="terms-request-page__needs">
              <li>
                the name and email address of the person we should contact about these terms and conditions
              </li>
              <li>what your company plans to apply for under {label}</li>
            </ul>
            <p>
              We will check your request and send you the terms and conditions to read and acknowledge. We
              will tell you in FSMIS when they are ready, or why we could not send them.
            </p>
          </section>
        </TermsRequestForm>
      )}
    </div>
  );
}

/** Why the programme cannot be requested now: its terms are requested, sent or acknowledged. */
function NotRequestable({ terms, label }: { readonly terms: ProgrammeTerms; readonly label: string }) {
  const { status, latest } = terms;
  const requestedOn = latest?.requestedAt ? formatDay(latest.requestedAt) : null;
  const version = latest?.version ? ` (version ${latest.version})` : '';
  const [title, text] =
    status === CorrespondenceStatus.requested
      ? [
          'You have already asked for these terms and conditions',
          `${requestedOn ? `You asked for the ${label} terms and conditions on ${requestedOn}. ` : ''}We will let you know when they are ready.`,
        ]
      : status === CorrespondenceStatus.sent
        ? [
            'We have already sent you these terms and conditions',
            `Read the ${label} terms and conditions${version} and acknowledge them on the Terms and Conditions page.`,
          ]
        : [
            'Your company has already acknowledged these terms and conditions',
            `Your company acknowledged the ${label} terms and conditions${version}. There is nothing to request.`,
          ];
  return (
    <section className="terms-request-page__unavailable" aria-labelledby="terms-request-unavailable-heading">
      <h2 id="terms-request-unavailable-heading">{title}</h2>
      <p>{text}</p>
    </section>
  );
}
