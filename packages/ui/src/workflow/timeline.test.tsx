import { ApplicationStatus, type TimelineEvent } from '@fsmis/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommentThread } from './comment-thread';
import { Timeline } from './timeline';
import { uuid } from './workflow-records.fixture';

afterEach(cleanup);

const submitted: TimelineEvent = {
  id: uuid(),
  action: 'submit',
  title: 'Application submitted',
  detail: 'With the scope of 12 tests.',
  fromStatus: ApplicationStatus.draft,
  toStatus: ApplicationStatus.applicationReview,
  toStatusLabel: 'Application Review',
  actorName: 'Alice Tan',
  actorParty: 'company',
  at: '2026-10-02T02:00:00.000Z',
};

const comment = {
  id: uuid(),
  body: 'Please check the scope wording.',
  authorName: 'Olivia Tan',
  authorParty: 'officer' as const,
  createdAt: '2026-11-02T02:00:00.000Z',
};

describe('Timeline', () => {
  it('names who acted as the company reads it', () => {
    render(<Timeline events={[submitted]} reader="company" />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Application submitted02 Oct 2026 10:00:00 by Alice Tan (your company). Status: Application ReviewWith the scope of 12 tests.',
    );
  });

  it('names who acted as an officer reads it', () => {
    render(<Timeline events={[{ ...submitted, detail: null }]} reader="officer" />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Application submitted02 Oct 2026 10:00:00 by Alice Tan (company). Status: Application Review',
    );
  });

  it('says when nothing has happened yet', () => {
    render(<Timeline events={[]} reader="officer" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
  });
});

describe('CommentThread', () => {
  it('shows each comment with its author, their side as the reader names it, and when', () => {
    render(<CommentThread comments={[comment]} reader="company" />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Olivia Tan (the regulator), 02 Nov 2026 10:00:00Please check the scope wording.',
    );
    cleanup();
    render(<CommentThread comments={[comment]} reader="officer" />);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Olivia Tan (regulator), 02 Nov 2026 10:00:00Please check the scope wording.',
    );
  });

  it('says when there are no comments yet', () => {
    render(<CommentThread comments={[]} reader="company" />);
    expect(screen.getByText('No comments yet.')).toBeTruthy();
  });
});
