import { ApplicationStatus } from '@fsmis/domain';
import { APPLICATION_ID, uuid } from '@fsmis/ui/workflow/workflow-records.fixture';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationCase } from './application-case.fixture';
import { CommentsSection } from './comments-section';

const COMMENTS_URL = `/api/applications/${APPLICATION_ID}/comments`;

const officerComment = {
  id: uuid(),
  body: 'Please check the scope wording.',
  authorName: 'Olivia Tan',
  authorParty: 'officer' as const,
  createdAt: '2026-11-02T02:00:00.000Z',
};

const envelope = (data: unknown, code = 200) =>
  Response.json({ success: code < 400, data, message: null, code }, { status: code });

function renderSection(status: ApplicationStatus = ApplicationStatus.applicationReview) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CommentsSection application={applicationCase(status, { comments: [officerComment] })} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

afterEach(cleanup);

describe('CommentsSection', () => {
  it('shows the thread with author, party and time, and adds a comment', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === COMMENTS_URL && init?.method === 'POST') {
        const { body } = JSON.parse(String(init.body)) as { body: string };
        return envelope(
          { ...officerComment, id: uuid(), body, authorName: 'Alice Tan', authorParty: 'company' },
          201,
        );
      }
      return envelope(null);
    });
    vi.stubGlobal('fetch', fetch);
    const { invalidate } = renderSection();

    const thread = screen.getByRole('list');
    expect(within(thread).getByRole('listitem').textContent).toBe(
      'Olivia Tan (the regulator), 02 Nov 2026 10:00:00Please check the scope wording.',
    );
    const box = await screen.findByLabelText('Your comment');
    fireEvent.change(box, { target: { value: 'We have updated it.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add comment' })));

    await vi.waitFor(() => expect(screen.getByText('Your comment has been added.')).toBeTruthy());
    const posted = fetch.mock.calls.find(
      ([url, init]) => String(url) === COMMENTS_URL && init?.method === 'POST',
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ body: 'We have updated it.' });
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: expect.arrayContaining(['applications', 'details', APPLICATION_ID]),
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for text before anything is sent', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => envelope(null));
    vi.stubGlobal('fetch', fetch);
    renderSection();
    await screen.findByLabelText('Your comment');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add comment' })));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter a comment' }).getAttribute('href')).toBe(
      '#comment-body',
    );
    expect(fetch.mock.calls.some(([url]) => String(url) === COMMENTS_URL)).toBe(false);
  });

  it('keeps the thread but offers no form once the application has ended', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null)),
    );
    renderSection(ApplicationStatus.recognised);
    expect(screen.getByText('Please check the scope wording.')).toBeTruthy();
    expect(screen.queryByLabelText('Your comment')).toBeNull();
  });
});
