import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { FormLocation } from './form-location';

/** The GOV.UK confirmation page: the reference number, and what happens next. */
export function Confirmation({ location }: { readonly location: FormLocation }) {
  const { application, template } = location;
  return (
    <>
      <div className="confirmation-panel">
        <h1 className="confirmation-panel__title">Application submitted</h1>
        <div className="confirmation-panel__body">
          Your reference number
          <br />
          <strong>{application.referenceNumber}</strong>
        </div>
      </div>
      <p>We have sent you a confirmation email.</p>
      <h2>What happens next</h2>
      <p>
        We will review your {template.title}. We may ask you for more information; you will find our requests
        on the application’s page and in your notifications.
      </p>
      <ul>
        {template.timelines.map((timeline) => (
          <li key={timeline}>{timeline}</li>
        ))}
      </ul>
      <p>
        <Link to={paths.applicationDetails.href(application.id)}>View your application</Link>
      </p>
      <p>
        <Link to={paths.dashboard.href()}>Go to your Dashboard</Link>
      </p>
    </>
  );
}
