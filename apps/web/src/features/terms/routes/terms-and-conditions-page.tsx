import { Breadcrumbs } from '@fsmis/ui/components/breadcrumbs';
import { ErrorSummary, type ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { guardSessionOf, refreshSession, useSessionUser } from '../../../lib/session';
import { useCompanyTerms } from '../api/get-company-terms';
import { useLatestTerms } from '../api/get-latest-terms';
import type { AcknowledgedTerms } from '../api/post-acknowledge-terms';
import { isSessionBehind, programmeTermsOf } from '../components/programme-terms';
import { ProgrammeTermsCard } from '../components/programme-terms-card';
import { successMessageOf } from '../components/success-message';
import './terms-and-conditions-page.css';

type Problems = { readonly items: readonly ErrorSummaryItem[]; readonly attempt: number };

/** The company's terms and conditions, one card per programme (LRP, IBR, AOR). */
export function TermsAndConditionsPage() {
  const user = useSessionUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  const companyTerms = useCompanyTerms();
  const latestTerms = useLatestTerms();
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({ items: [], attempt: 0 });
  const successRef = useRef<HTMLDivElement>(null);

  const terms =
    companyTerms.data && latestTerms.data ? programmeTermsOf(companyTerms.data, latestTerms.data) : null;

  // Terms sent (or rejected) since the session was read: the guards' reading of the dashboard access
  // must follow, once per reading of the terms.
  const behind = terms !== null && isSessionBehind(terms, user?.termsAndConditions);
  const checked = useRef(0);
  useEffect(() => {
    if (!behind || checked.current === companyTerms.dataUpdatedAt) return;
    checked.current = companyTerms.dataUpdatedAt;
    void refreshSession(queryClient);
  }, [behind, companyTerms.dataUpdatedAt, queryClient]);

  useEffect(() => {
    if (acknowledged === null) return;
    successRef.current?.focus();
    successRef.current?.scrollIntoView({ block: 'start' });
  }, [acknowledged]);

  if (!user) return null;
  const dashboardAllowed = guardSessionOf(user).dashboardAllowed;
  const success = acknowledged ?? successMessageOf(location.state);

  const reportProblems = (items: readonly ErrorSummaryItem[]) =>
    setProblems((previous) => ({ items, attempt: previous.attempt + 1 }));

  const onAcknowledged = ({ item, message }: AcknowledgedTerms) => {
    setProblems({ items: [], attempt: problems.attempt });
    setAcknowledged(
      message ?? `You have acknowledged the ${item.applicationType.label} terms and conditions.`,
    );
  };

  return (
    <div className="container page terms-page">
      {dashboardAllowed ? <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard.href() }]} /> : null}
      <PageHeading caption={user.companyName}>Terms and Conditions</PageHeading>

      {success ? (
        <div className="terms-page__success" ref={successRef} tabIndex={-1}>
          <NotificationBanner variant="success">
            <p>{success}</p>
            {acknowledged && dashboardAllowed ? (
              <p>
                <Link to={paths.dashboard.href()}>Go to your Dashboard</Link>
              </p>
            ) : null}
          </NotificationBanner>
        </div>
      ) : null}
      <ErrorSummary items={problems.items} focusKey={problems.attempt} />

      <p className="lead">
        Your company must acknowledge a programme’s terms and conditions before it can apply for recognition
        under that programme. Ask for them for each programme you plan to apply under; we will send them to
        you to read and acknowledge.
      </p>
      {dashboardAllowed ? null : (
        <InsetText>
          <p>
            You can use the Dashboard once we have sent your company the terms and conditions of at least one
            programme.
          </p>
        </InsetText>
      )}

      {companyTerms.isPending || latestTerms.isPending ? (
        <p role="status">Loading your terms and conditions…</p>
      ) : companyTerms.isError || latestTerms.isError || terms === null ? (
        <LoadProblem
          error={companyTerms.error ?? latestTerms.error}
          retrying={companyTerms.isFetching || latestTerms.isFetching}
          onRetry={() => {
            void companyTerms.refetch();
            void latestTerms.refetch();
          }}
        />
      ) : (
        <ul className="terms-list" aria-label="Terms and conditions by programme">
          {terms.map((programmeTerms) => (
            <ProgrammeTermsCard
              key={programmeTerms.programme}
              terms={programmeTerms}
              hasOngoingSuspension={
                user.termsAndConditions.find(
                  (item) => item.applicationType.value === programmeTerms.programme,
                )?.hasOngoingSuspension ?? false
              }
              onProblems={reportProblems}
              onAcknowledged={onAcknowledged}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
