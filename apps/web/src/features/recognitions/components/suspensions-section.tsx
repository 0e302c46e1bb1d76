import { Tag } from '@fsmis/ui/components/tag';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { RecognitionView } from '../api/get-recognition';
import { OnDate, suspensionColour } from './recognition-display';

/** Every suspension of the recognition, newest first, each leading to its own page. */
export function SuspensionsSection({
  recognitionId,
  suspensions,
}: {
  readonly recognitionId: string;
  readonly suspensions: RecognitionView['suspensions'];
}) {
  if (suspensions.length === 0) return null;
  const newestFirst = [...suspensions].sort((a, b) => b.proposedAt.localeCompare(a.proposedAt));
  return (
    <section className="section" aria-labelledby="suspensions-heading">
      <h2 id="suspensions-heading">Suspensions</h2>
      <ul className="recognition-suspensions">
        {newestFirst.map((suspension) => (
          <li key={suspension.id}>
            <Link to={paths.recognitionSuspension.href(recognitionId, suspension.id)}>
              Suspension proposed on <OnDate value={suspension.proposedAt} />
            </Link>{' '}
            <Tag colour={suspensionColour(suspension.status)}>{suspension.statusLabel}</Tag>
          </li>
        ))}
      </ul>
    </section>
  );
}
