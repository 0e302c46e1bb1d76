import { caseActionOf, type PtRegistration, type PtRegistrationForm } from '@fsmis/domain';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import { Tag } from '@fsmis/ui/components/tag';
import { usePtRegistrationForm } from '../api/get-pt-registration-form';
import { RegistrationForm } from '../forms/registration-form';
import { PtDate } from './pt-dates';
import { PtQueryView } from './pt-query-view';

/**
 * The laboratory's registration: the form while it may register, what it registered once it has, and
 * why not when it may not.
 */
export function RegistrationSection({
  roundId,
  roundCode,
}: {
  readonly roundId: string;
  readonly roundCode: string;
}) {
  const query = usePtRegistrationForm(roundId);
  return (
    <PtQueryView query={query} loading="Loading the registration…">
      {(form) => {
        const register = caseActionOf(form.actions, 'register');
        return form.registration ? (
          <RegistrationSummary registration={form.registration} form={form} />
        ) : register?.open ? (
          <RegistrationForm roundId={roundId} roundCode={roundCode} form={form} />
        ) : (
          <InsetText>
            <p>{register?.reason ?? 'Your laboratory cannot register for this round.'}</p>
          </InsetText>
        );
      }}
    </PtQueryView>
  );
}

function RegistrationSummary({
  registration,
  form,
}: {
  readonly registration: PtRegistration;
  readonly form: PtRegistrationForm;
}) {
  const analyteNames = registration.analyteIds.map((id) => {
    const analyte = form.analytes.find((each) => each.id === id);
    return analyte ? `${analyte.name} (${analyte.unit})` : id;
  });
  const { line1, line2, city, postalCode, country } = registration.deliveryAddress;
  return (
    <SummaryList
      rows={[
        { key: 'Lab code', value: <Tag colour="blue">{registration.labCode}</Tag> },
        {
          key: 'Registered',
          value: (
            <>
              <PtDate value={registration.registeredAt} /> by {registration.registeredBy}
            </>
          ),
        },
        {
          key: 'Analytes',
          value: (
            <ul className="pt-plain-list">
              {analyteNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ),
        },
        { key: 'Contact person', value: registration.contactName },
        { key: 'Email address', value: registration.contactEmail },
        { key: 'Contact number', value: registration.contactNumber },
        {
          key: 'Delivery address',
          value: (
            <address className="pt-address">
              {[line1, line2, city, postalCode, country].filter((part) => part.trim() !== '').join('\n')}
            </address>
          ),
        },
      ]}
    />
  );
}
