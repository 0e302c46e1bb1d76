import { ApplicationStatus, companyTasks } from '@fsmis/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationCase } from './application-case.fixture';
import { CompanyTasksPanel } from './company-tasks-panel';

const S = ApplicationStatus;

afterEach(cleanup);

describe('CompanyTasksPanel', () => {
  it('lists what the company must do, each task leading to the section where it is done', () => {
    const tasks = companyTasks({
      status: S.pendingCorrectiveAction,
      openRequestDueDate: null,
      findings: 2,
      findingsDueDate: '2026-12-12',
      findingsAwaitingAction: 2,
      findingsAwaitingActionDueDate: '2026-12-12',
      documentsAwaitingResponse: 0,
      unpaidInvoice: { number: 'INV-2026-000012', dueDate: '2026-12-20' },
    });
    render(
      <CompanyTasksPanel application={applicationCase(S.pendingCorrectiveAction, { tasks: [...tasks] })} />,
    );

    const panel = screen.getByRole('region', { name: 'You need to' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['submit corrective actions for 2 findings by 12 Dec 2026', '#corrective-actions'],
      ['pay invoice INV-2026-000012 by 20 Dec 2026', '#invoice'],
    ]);
    expect(within(panel).getByRole('list')).toBeTruthy();
  });

  it('says what the regulator is doing when the next move is theirs', () => {
    render(<CompanyTasksPanel application={applicationCase(S.correctiveActionsReview)} />);
    expect(screen.queryByRole('region', { name: 'You need to' })).toBeNull();
    expect(
      screen.getByText(/We are reviewing your corrective actions\. You do not need to do anything now\./),
    ).toBeTruthy();
  });

  it('words the approval step by programme: approval for LRP', () => {
    render(<CompanyTasksPanel application={applicationCase(S.pendingApprovalOrSupport)} />);
    expect(screen.getByText(/Your application is with us for approval\./)).toBeTruthy();
  });

  it('shows nothing once the application has ended, or before it is submitted', () => {
    for (const status of [S.recognised, S.withdrawn, S.draft]) {
      const { container } = render(<CompanyTasksPanel application={applicationCase(status)} />);
      expect(container.textContent, String(status)).toBe('');
      cleanup();
    }
  });
});
