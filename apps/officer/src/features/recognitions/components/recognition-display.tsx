import { CompanyRecognitionStatus, formatDate, PendingDetailsStatus, SuspensionStatus } from '@fsmis/domain';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';

/** How the recognition pages show dates, statuses and who acted. */

/** An instant or a calendar day as a date in Singapore: "12 Dec 2026". */
export const dateText = (value: string): string => formatDate(value, 'dd MMM yyyy');

export function OnDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{dateText(value)}</time>;
}

/** An instant with its time in Singapore: "12/12/2026 14:30". */
export function AtTime({ value }: { readonly value: string }) {
  return <time dateTime={value}>{formatDate(value, 'dd/MM/yyyy HH:mm')}</time>;
}

const R = CompanyRecognitionStatus;
const RECOGNITION_COLOURS: Readonly<Record<CompanyRecognitionStatus, TagColour>> = {
  [R.recognised]: 'green',
  [R.expired]: 'grey',
  [R.suspended]: 'red',
  [R.appealInProgress]: 'blue',
  [R.revoked]: 'red',
  [R.withdrawn]: 'grey',
};

const U = SuspensionStatus;
const SUSPENSION_COLOURS: Readonly<Record<SuspensionStatus, TagColour>> = {
  [U.suspensionRequested]: 'yellow',
  [U.suspensionDetailsRequired]: 'yellow',
  [U.suspensionRejected]: 'grey',
  [U.suspended]: 'red',
  [U.suspensionAcknowledged]: 'red',
  [U.appealSubmitted]: 'blue',
  [U.pendingReinstatementApproval]: 'blue',
  [U.reinstated]: 'green',
  [U.revoked]: 'red',
};

const P = PendingDetailsStatus;
const PENDING_DETAILS_COLOURS: Readonly<Record<PendingDetailsStatus, TagColour>> = {
  [P.pendingDetails]: 'yellow',
  [P.detailsProvided]: 'blue',
  [P.accepted]: 'green',
  [P.waived]: 'grey',
};

export function RecognitionStatusTag({
  status,
  label,
}: {
  readonly status: CompanyRecognitionStatus;
  readonly label: string;
}) {
  return <Tag colour={RECOGNITION_COLOURS[status]}>{label}</Tag>;
}

export function SuspensionStatusTag({
  status,
  label,
}: {
  readonly status: SuspensionStatus;
  readonly label: string;
}) {
  return <Tag colour={SUSPENSION_COLOURS[status]}>{label}</Tag>;
}

export function PendingDetailsStatusTag({
  status,
  label,
}: {
  readonly status: PendingDetailsStatus;
  readonly label: string;
}) {
  return <Tag colour={PENDING_DETAILS_COLOURS[status]}>{label}</Tag>;
}

/** Who did something, as an officer reads it: "Olivia Tan (officer)", "the company", "the portal". */
export function actorText(actorName: string | null, party: 'company' | 'officer' | null): string {
  const side = party === 'officer' ? 'officer' : party === 'company' ? 'company' : null;
  if (actorName) return side ? `${actorName} (${side})` : actorName;
  return side ? `the ${side}` : 'the portal';
}
