import { isCaseActionOpen } from '@fsmis/domain';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import { Link } from 'react-router';
import { pageSections, paths } from '../../../config/paths';
import type { RecognitionView } from '../api/get-recognition';
import { dateText, openSuspensionText } from './recognition-display';

/**
 * What needs the company's attention, in one banner at the top of the recognition's page: the renewal
 * when it is due (or, once submitted, that it is being processed), a suspension under way, details it
 * still owes. Nothing when all is well.
 */
export function RecognitionNotices({ view }: { readonly view: RecognitionView }) {
  const { recognition } = view;
  const programme = recognition.programmeLabel;
  const renew = view.actions.find((action) => action.name === 'renew');
  const owed = view.pendingDetails.filter((item) => isCaseActionOpen(item.actions, 'provide')).length;
  const notices = [
    recognition.renewalDue ? (
      <div key="renewal">
        <p className="recognition-notice__heading">
          Your {programme} recognition expires on {dateText(recognition.validUntil)}. Apply to renew it before
          then.
        </p>
        {renew?.open ? (
          <p>
            <Link to={renew.path}>{renew.label}</Link>
          </p>
        ) : renew?.reason ? (
          <p>You cannot renew it yet: {renew.reason}</p>
        ) : null}
      </div>
    ) : null,
    recognition.renewalInProgress ? (
      <div key="renewal-in-progress">
        <p className="recognition-notice__heading">
          Your application to renew your {programme} recognition is being processed.
        </p>
        <p>
          <Link to={paths.applicationDetails.href(recognition.renewalInProgress.applicationId)}>
            See application {recognition.renewalInProgress.referenceNumber}
          </Link>{' '}
          ({recognition.renewalInProgress.statusLabel})
        </p>
      </div>
    ) : null,
    recognition.openSuspension ? (
      <div key="suspension">
        <p className="recognition-notice__heading">
          {openSuspensionText(recognition.openSuspension.status, programme)}
        </p>
        <p>
          <Link to={paths.recognitionSuspension.href(recognition.id, recognition.openSuspension.id)}>
            See the suspension
          </Link>
        </p>
      </div>
    ) : null,
    owed > 0 ? (
      <div key="details">
        <p className="recognition-notice__heading">
          The regulator is waiting for {owed === 1 ? 'details' : `${owed} sets of details`} from you.
        </p>
        <p>
          <a href={`#${pageSections.detailsToProvide}`}>Provide the details</a>
        </p>
      </div>
    ) : null,
  ].filter((notice) => notice !== null);
  if (notices.length === 0) return null;
  return <NotificationBanner>{notices}</NotificationBanner>;
}
