import { CorrespondenceStatus, programmeSlug } from '@fsmis/domain';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { InsetText } from '../../../components/ui/inset-text';
import { PageHeading } from '../../../components/ui/page-heading';
import { Tag, type TagColour } from '../../../components/ui/tag';
import { paths } from '../../../config/paths';
import { type ProgrammeTermsItem, useSessionUser } from '../../../lib/session';
import './terms-and-conditions-page.css';

const STATUS_COLOURS: Readonly<Record<CorrespondenceStatus, TagColour>> = {
  [CorrespondenceStatus.requested]: 'blue',
  [CorrespondenceStatus.rejected]: 'red',
  [CorrespondenceStatus.sent]: 'yellow',
  [CorrespondenceStatus.acknowledged]: 'green',
  [CorrespondenceStatus.obsolete]: 'grey',
};

/** The company's terms and conditions, one item per programme (LRP, IBR, AOR). */
export function TermsAndConditionsPage() {
  const user = useSessionUser();
  if (!user) return null;
  const items = user.termsAndConditions ?? [];
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Dashboard', to: paths.dashboard.href() }]} />
      <PageHeading caption={user.companyName}>Terms and Conditions</PageHeading>
      <p className="lead">
        Before your company can apply for recognition under a programme, it must acknowledge that programme’s
        terms and conditions. Request them here; we will send them to you to read and acknowledge.
      </p>
      {items.length === 0 ? (
        <InsetText>
          <p>Your company’s terms and conditions will appear here.</p>
        </InsetText>
      ) : (
        <ul className="terms-list">
          {items.map((item) => (
            <TermsItem key={item.applicationType.value} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TermsItem({ item }: { readonly item: ProgrammeTermsItem }) {
  const status = item.companyTermsAndConditionsStatus;
  const headingId = `terms-${item.applicationType.value}`;
  return (
    <li className="terms-list__item">
      <section aria-labelledby={headingId}>
        <div className="terms-list__header">
          <h2 id={headingId} className="terms-list__title">
            {item.applicationType.label}
          </h2>
          {status ? (
            <Tag colour={STATUS_COLOURS[status.value] ?? 'grey'}>{status.label}</Tag>
          ) : (
            <Tag colour="grey">Not requested</Tag>
          )}
        </div>
        {item.hasOngoingSuspension ? (
          <p className="terms-list__note">Your company’s recognition under this programme is suspended.</p>
        ) : null}
        {item.isAbleToRequest ? (
          <p>
            <Link to={paths.termsAndConditionsRequest.href(programmeSlug(item.applicationType.value))}>
              Request the terms and conditions
              <span className="visually-hidden"> for {item.applicationType.label}</span>
            </Link>
          </p>
        ) : null}
      </section>
    </li>
  );
}
