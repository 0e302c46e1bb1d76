import { formatDay, formatFileSize } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { LoadProblem } from '@fsmis/ui/components/load-problem';
import { PageHeading } from '@fsmis/ui/components/page-heading';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { useState } from 'react';
import { downloadUserGuide, type UserGuide, useUserGuides } from '../api/get-user-guides';
import './user-manual-page.css';

/** The guides to using FSMIS, for the user's module. */
export function UserManualPage() {
  const guides = useUserGuides();
  return (
    <div className="container page">
      <PageHeading>User Manual</PageHeading>
      <p className="lead">Step-by-step guides to using FSMIS. Each guide is a PDF you can save or print.</p>
      {guides.isPending ? (
        <p role="status">Loading the guides…</p>
      ) : guides.isError ? (
        <LoadProblem
          error={guides.error}
          retrying={guides.isFetching}
          onRetry={() => void guides.refetch()}
        />
      ) : !guides.data || guides.data.length === 0 ? (
        <InsetText>
          <p>There are no user guides for you yet. Guides are published here as they become available.</p>
        </InsetText>
      ) : (
        <ul className="user-guides">
          {guides.data.map((guide) => (
            <UserGuideItem key={guide.id} guide={guide} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UserGuideItem({ guide }: { readonly guide: UserGuide }) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = async () => {
    setPending(true);
    setProblem(null);
    setSaved(null);
    try {
      setSaved(await downloadUserGuide(guide.id));
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      setPending(false);
    }
  };
  const headingId = `user-guide-${guide.id}`;
  return (
    <li className="user-guides__item">
      <h2 id={headingId} className="user-guides__title">
        {guide.title}
      </h2>
      <p>{guide.description}</p>
      <p className="user-guides__facts">
        Version {guide.version}, updated <time dateTime={guide.updatedAt}>{formatDay(guide.updatedAt)}</time>
        {formatFileSize(guide.fileSize) ? `, ${formatFileSize(guide.fileSize)}` : ''}
      </p>
      {problem ? (
        <p className="user-guides__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="user-guides__actions">
        <Button
          variant="secondary"
          pending={pending}
          onClick={() => void save()}
          aria-describedby={headingId}
        >
          Download
        </Button>
        <p className="user-guides__saved" role="status">
          {saved ? `Downloaded ${saved}` : ''}
        </p>
      </div>
    </li>
  );
}
