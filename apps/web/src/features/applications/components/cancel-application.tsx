import { Button } from '@fsmis/ui/components/button';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { WarningText } from '@fsmis/ui/components/warning-text';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCancelApplication } from '../api/post-submit-application';
import { type FormLocation, formHref } from './form-location';

/** Asks before a draft is cancelled: its answers are kept on record, but it can no longer be submitted. */
export function CancelApplication({ location }: { readonly location: FormLocation }) {
  const { application, template } = location;
  const cancel = useCancelApplication();
  const navigate = useNavigate();
  return (
    <>
      <ErrorSummary items={cancel.isError ? [{ text: errorMessageOf(cancel.error) }] : []} />
      <h1>Are you sure you want to cancel this application?</h1>
      <p className="lead">
        {template.title}, reference number {application.referenceNumber}
      </p>
      <WarningText>
        A cancelled application cannot be submitted or started again. You can start a new one.
      </WarningText>
      <div className="button-group">
        <Button
          variant="warning"
          pending={cancel.isPending}
          onClick={() =>
            cancel.mutate(application.id, {
              onSuccess: () => navigate(paths.applicationDetails.href(application.id)),
            })
          }
        >
          Yes, cancel this application
        </Button>
        <Link to={formHref(application, {})}>No, return to the application</Link>
      </div>
    </>
  );
}
