import { ApplicationStatus, isEnded } from '@fsmis/domain';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';

/** Open applications are blue, a recognition granted is green, any other ending is grey. */
export function applicationStatusColour(status: ApplicationStatus): TagColour {
  if (status === ApplicationStatus.recognised) return 'green';
  return isEnded(status) ? 'grey' : 'blue';
}

/** An application's status as a tag, in the words the API gives for its programme and category. */
export function ApplicationStatusTag({
  status,
  label,
}: {
  readonly status: ApplicationStatus;
  readonly label: string;
}) {
  return <Tag colour={applicationStatusColour(status)}>{label}</Tag>;
}
