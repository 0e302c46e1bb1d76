import { CompanyRecognitionStatus } from '@fsmis/domain';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';

/** How each recognition status looks; the words come from the API (the domain's labels). */
const STATUS_COLOURS: Readonly<Record<CompanyRecognitionStatus, TagColour>> = {
  [CompanyRecognitionStatus.recognised]: 'green',
  [CompanyRecognitionStatus.expired]: 'grey',
  [CompanyRecognitionStatus.suspended]: 'red',
  [CompanyRecognitionStatus.appealInProgress]: 'yellow',
  [CompanyRecognitionStatus.revoked]: 'red',
  [CompanyRecognitionStatus.withdrawn]: 'grey',
};

/** A recognition's status as a tag, alike in the portal and the console. */
export function RecognitionStatusTag({
  status,
  label,
}: {
  readonly status: CompanyRecognitionStatus;
  readonly label: string;
}) {
  return <Tag colour={STATUS_COLOURS[status]}>{label}</Tag>;
}
