import { PageHeading } from '@fsmis/ui/components/page-heading';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <div className="console-container">
      <PageHeading>Page not found</PageHeading>
      <p>If you typed the web address, check it is correct.</p>
      <p>
        <Link to={paths.queue.href()}>Go to the work queue</Link>
      </p>
    </div>
  );
}
