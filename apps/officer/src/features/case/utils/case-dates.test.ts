import { ApplicationStatus, CorrectiveActionStatus } from '@fsmis/domain';
import { attempts, finding, request } from '@fsmis/ui/workflow/workflow-records.fixture';
import { describe, expect, it } from 'vitest';
import { officerCase } from './case.fixture';
import { caseDueDates, daysSince, statusSince } from './case-dates';

const TODAY = '2026-12-05';
const invoice = (paidAt: string | null) => ({
  id: '00000000-0000-4000-8000-900000000001',
  number: 'INV-2026-0042',
  lines: [{ item: 'Application fee', amountSgd: 1200 }],
  amountSgd: 1200,
  dueDate: '2026-12-20',
  issuedAt: '2026-11-20T02:00:00.000Z',
  paidAt,
  attachmentId: '00000000-0000-4000-8000-900000000002',
  payment: null,
});

describe('what the company owes on a case, by date', () => {
  it('lists the open request, the findings not yet corrected and the unpaid invoice, earliest first', () => {
    const application = officerCase(ApplicationStatus.pendingCorrectiveAction, {
      correspondence: [
        request(1, true, { dueDate: '2026-11-10' }),
        request(2, false, { dueDate: '2026-12-10' }),
      ],
      findings: [
        finding(1, { dueDate: '2026-12-01', correctiveActions: attempts(CorrectiveActionStatus.rejected) }),
        finding(2, {
          dueDate: '2026-12-03',
          correctiveActions: attempts(CorrectiveActionStatus.rejected, CorrectiveActionStatus.accepted),
        }),
      ],
      invoice: invoice(null),
    });
    expect(caseDueDates(application, TODAY)).toEqual([
      { what: 'Corrective action for finding 1', dueDate: '2026-12-01', overdue: true },
      { what: 'Answer to request for information 2', dueDate: '2026-12-10', overdue: false },
      { what: 'Payment of invoice INV-2026-0042', dueDate: '2026-12-20', overdue: false },
    ]);
  });

  it('counts findings only while the company owes them, and a paid invoice not at all', () => {
    const application = officerCase(ApplicationStatus.correctiveActionsReview, {
      findings: [
        finding(1, { dueDate: '2026-12-01', correctiveActions: attempts(CorrectiveActionStatus.submitted) }),
      ],
      invoice: invoice('2026-11-25T02:00:00.000Z'),
    });
    expect(caseDueDates(application, TODAY)).toEqual([]);
  });

  it('is due today, not overdue, on its due date', () => {
    const application = officerCase(ApplicationStatus.requestForInformation, {
      correspondence: [request(1, false, { dueDate: TODAY })],
    });
    expect(caseDueDates(application, TODAY)[0]?.overdue).toBe(false);
  });

  it('owes nothing once the application has ended', () => {
    const application = officerCase(ApplicationStatus.voided, {
      correspondence: [request(1, false, { dueDate: '2026-11-01' })],
    });
    expect(caseDueDates(application, TODAY)).toEqual([]);
  });
});

describe('how long a case has waited', () => {
  const event = (fromStatus: ApplicationStatus | null, toStatus: ApplicationStatus, at: string) => ({
    id: `00000000-0000-4000-8000-${at.slice(8, 10)}${at.slice(11, 13)}00000000`,
    action: 'step',
    title: 'Something happened',
    detail: null,
    fromStatus,
    toStatus,
    toStatusLabel: 'Status',
    actorName: null,
    actorParty: null,
    at,
  });

  it('counts from the move into the current status, not from steps within it', () => {
    const application = officerCase(ApplicationStatus.requestForInformation, {
      timeline: [
        event(ApplicationStatus.draft, ApplicationStatus.applicationReview, '2026-10-02T02:00:00.000Z'),
        event(
          ApplicationStatus.applicationReview,
          ApplicationStatus.requestForInformation,
          '2026-11-01T02:00:00.000Z',
        ),
        event(
          ApplicationStatus.requestForInformation,
          ApplicationStatus.requestForInformation,
          '2026-11-03T02:00:00.000Z',
        ),
      ],
    });
    expect(statusSince(application)).toBe('2026-11-01T02:00:00.000Z');
    expect(daysSince('2026-11-01T02:00:00.000Z', new Date('2026-11-04T01:00:00.000Z'))).toBe(2);
  });

  it('falls back to the submission when the timeline says nothing of the status', () => {
    expect(statusSince(officerCase(ApplicationStatus.applicationReview))).toBe('2026-10-02T02:00:00.000Z');
  });
});
