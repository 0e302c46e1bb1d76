import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { type RecognitionView, useRecognition } from '../api/get-recognition';
import { useRecognitionWithdrawal } from '../api/post-recognition-withdrawal';
import { RecognitionFrame } from '../components/recognition-frame';
import { WithdrawalForm } from '../forms/withdrawal-form';

/** Withdrawing a recognition (the route has checked that its id is a GUID). */
export function WithdrawalPage() {
  const { id = '' } = useParams();
  const recognition = useRecognition(id);
  const programme = recognition.data?.recognition.programmeLabel;
  return (
    <RecognitionFrame
      id={id}
      query={recognition}
      title={programme ? `Withdraw your ${programme} recognition` : 'Withdraw your recognition'}
      caption={recognition.data?.recognition.recognitionNumber}
      showSuccess={false}
      breadcrumbs={[
        { label: 'Dashboard', to: paths.dashboard.href() },
        {
          label: programme ? `${programme} recognition` : 'Recognition',
          to: paths.recognitionDetails.href(id),
        },
      ]}
    >
      {(view) => <Withdrawal view={view} />}
    </RecognitionFrame>
  );
}

function Withdrawal({ view }: { readonly view: RecognitionView }) {
  const { recognition } = view;
  const navigate = useNavigate();
  const withdrawal = useRecognitionWithdrawal(recognition.id);
  const recognitionHref = paths.recognitionDetails.href(recognition.id);
  const action = view.actions.find((each) => each.name === 'withdraw');
  // Once sent, the form stays until the page goes back to the recognition, though the refreshed
  // recognition no longer offers the withdrawal.
  if (action?.open || withdrawal.isPending || withdrawal.isSuccess) {
    return (
      <WithdrawalForm
        recognitionId={recognition.id}
        programmeLabel={recognition.programmeLabel}
        cancelHref={recognitionHref}
        withdraw={(body) => withdrawal.mutateAsync(body)}
        pending={withdrawal.isPending}
        done={() => void navigate(recognitionHref)}
      />
    );
  }
  return (
    <>
      <p className="lead">You cannot withdraw this recognition now.</p>
      <p>{action?.reason ?? 'Withdrawal is not available for this recognition.'}</p>
      <p>
        <Link to={recognitionHref}>Back to your {recognition.programmeLabel} recognition</Link>
      </p>
    </>
  );
}
