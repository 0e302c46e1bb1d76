import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { useState } from 'react';
import { usePaymentDetails } from '../api/get-payment-details';
import { PaymentDetailsForm } from '../components/payment-details-form';
import '../site-settings.css';

/** How companies pay the regulator's invoices, as every invoice page and new invoice PDF says it. */
export function PaymentDetailsPage() {
  const details = usePaymentDetails();
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <div className="console-container site-settings">
      <PageHeading>Payment details</PageHeading>
      {success ? <NotificationBanner variant="success">{success}</NotificationBanner> : null}
      <p className="site-settings__lede">
        Companies pay invoices by PayNow to this UEN, or by bank transfer to this account, with the invoice
        number as the reference. Invoice pages show the details as saved here; a new invoice’s PDF carries
        them too.
      </p>
      {details.isPending ? (
        <p role="status">Loading the payment details…</p>
      ) : details.isError ? (
        <LoadProblem
          error={details.error}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : (
        <PaymentDetailsForm details={details.data} onSaved={setSuccess} />
      )}
    </div>
  );
}
