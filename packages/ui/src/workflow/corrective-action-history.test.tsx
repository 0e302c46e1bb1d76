import { CorrectiveActionStatus } from '@fsmis/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CorrectiveActionHistory } from './corrective-action-history';
import { correctiveAction, finding } from './workflow-records.fixture';

afterEach(cleanup);

describe('CorrectiveActionHistory', () => {
  it('shows each attempt, a rejected one with why, its files by the link given for each attempt', () => {
    const rejected = correctiveAction(1, CorrectiveActionStatus.rejected, {
      reviewedAt: '2026-11-06T02:00:00.000Z',
      rejectionReason: 'The evidence is unsigned.',
    });
    const draft = correctiveAction(2, CorrectiveActionStatus.draft, { text: '' });
    const subject = finding(3, { correctiveActions: [rejected, draft] });
    render(
      <CorrectiveActionHistory
        finding={subject}
        actions={subject.correctiveActions}
        documentHref={(document, action) => `/${action.attempt}/${document.fileName}`}
      />,
    );
    const history = screen.getByRole('list', { name: 'Corrective actions for finding 3' });
    const [first, second] = [...history.children] as [HTMLElement, HTMLElement];
    expect(history.children).toHaveLength(2);
    expect(within(first).getByText('Attempt 1').parentElement?.textContent).toBe(
      'Attempt 1 Rejected Reviewed 06 Nov 2026 10:00:00',
    );
    expect(within(first).getByText('Why it was rejected:').parentElement?.textContent).toBe(
      'Why it was rejected: The evidence is unsigned.',
    );
    expect(
      within(first)
        .getByRole('link', { name: /evidence-1\.pdf/ })
        .getAttribute('href'),
    ).toBe('/1/evidence-1.pdf');
    expect(within(second).getByText('Attempt 2').parentElement?.textContent).toBe(
      'Attempt 2 Draft Saved 05 Nov 2026 10:00:00',
    );
    expect(within(second).getByText('No text written yet.')).toBeTruthy();
    expect(
      within(second)
        .getByRole('link', { name: /evidence-2\.pdf/ })
        .getAttribute('href'),
    ).toBe('/2/evidence-2.pdf');
  });
});
