import type { PendingDetailsStatus, SuspensionStatus } from '@fsmis/domain';
import { Tag } from '@fsmis/ui/components/tag';
import { pendingDetailsColour, suspensionColour } from '@fsmis/ui/workflow/workflow-display';

export { RecognitionStatusTag } from '@fsmis/ui/workflow/recognition-status-tag';
export { AtTime, dateText, OnDate } from '@fsmis/ui/workflow/workflow-display';

/** How the recognition pages show dates, statuses and who acted. */

export function SuspensionStatusTag({
  status,
  label,
}: {
  readonly status: SuspensionStatus;
  readonly label: string;
}) {
  return <Tag colour={suspensionColour(status)}>{label}</Tag>;
}

export function PendingDetailsStatusTag({
  status,
  label,
}: {
  readonly status: PendingDetailsStatus;
  readonly label: string;
}) {
  return <Tag colour={pendingDetailsColour(status)}>{label}</Tag>;
}

/** Who did something, as an officer reads it: "Olivia Tan (officer)", "the company", "the portal". */
export function actorText(actorName: string | null, party: 'company' | 'officer' | null): string {
  const side = party === 'officer' ? 'officer' : party === 'company' ? 'company' : null;
  if (actorName) return side ? `${actorName} (${side})` : actorName;
  return side ? `the ${side}` : 'the portal';
}
