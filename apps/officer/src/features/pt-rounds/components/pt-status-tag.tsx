import { PtStatus } from '@fsmis/domain';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';

/** How each round status looks; the words come from the API (the domain's labels). */
const STATUS_COLOURS: Readonly<Record<PtStatus, TagColour>> = {
  [PtStatus.draft]: 'grey',
  [PtStatus.registrationOpen]: 'green',
  [PtStatus.registrationClosed]: 'blue',
  [PtStatus.resultsSubmissionOpen]: 'blue',
  [PtStatus.resultsSubmissionClosed]: 'yellow',
  [PtStatus.ptCompleted]: 'purple',
};

export function PtStatusTag({ status, label }: { readonly status: PtStatus; readonly label: string }) {
  return <Tag colour={STATUS_COLOURS[status]}>{label}</Tag>;
}
