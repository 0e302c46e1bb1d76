import {
  ApplicationStatus,
  CorrectiveActionStatus,
  type Correspondence,
  ReviewResponseStatus,
} from '@fsmis/domain';
import {
  approvalDocument,
  correctiveAction,
  finding,
  request,
  signedAcceptance,
  siteVerification,
  uuid,
} from '@fsmis/ui/workflow/workflow-records.fixture';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationCase } from '../../api/get-application';
import { applicationCase } from './application-case.fixture';
import { visibleSections, WorkflowSections } from './workflow-sections';

// The step forms are tested on their own: here each stands in as a line naming what it was given.
vi.mock('../forms/answer-request-form', () => ({
  AnswerRequestForm: ({ request: open }: { request: Correspondence }) => <p>Answer form: {open.subject}</p>,
}));
vi.mock('../forms/acknowledge-findings-form', () => ({
  AcknowledgeFindingsForm: () => <p>Acknowledge form</p>,
}));
vi.mock('../forms/corrective-actions-form', () => ({
  CorrectiveActionsForm: () => <p>Corrective actions form</p>,
}));
vi.mock('../forms/review-response-form', () => ({
  ReviewResponseForm: ({ document }: { document: { title: string } }) => <p>Review form: {document.title}</p>,
}));
vi.mock('../forms/sign-acceptance-form', () => ({ SignAcceptanceForm: () => <p>Sign form</p> }));

const S = ApplicationStatus;

const timeline = [
  {
    id: uuid(),
    action: 'submit',
    title: 'Application submitted',
    detail: null,
    fromStatus: S.draft,
    toStatus: S.applicationReview,
    toStatusLabel: 'Application Review',
    actorName: 'Alice Tan',
    actorParty: 'company' as const,
    at: '2026-10-02T02:00:00.000Z',
  },
];

function renderSections(application: ApplicationCase) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WorkflowSections application={application} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The headings of the sections shown, in page order. */
const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  // The comment form asks for its draft: there is none.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: null, message: null, code: 200 })),
  );
});
afterEach(cleanup);

describe('the sections of an application after submission', () => {
  it('shows only the comments and the timeline while the application is in review', () => {
    const application = applicationCase(S.applicationReview, { timeline });
    expect(visibleSections(application)).toEqual(['comments', 'timeline']);
    renderSections(application);
    expect(sectionHeadings()).toEqual(['Comments', 'Timeline']);
    expect(screen.getByRole('region', { name: 'Timeline' }).textContent).toContain('Application submitted');
  });

  it('shows every round of request for information, with the answer form on the open one only', () => {
    renderSections(
      applicationCase(S.requestForInformation, {
        correspondence: [request(1, true), request(2, false)],
      }),
    );
    const section = screen.getByRole('region', { name: 'Requests for information' });
    expect(section.id).toBe('correspondence');
    const rounds = within(section).getAllByRole('article');
    expect(rounds.map((round) => within(round).getByRole('heading').textContent)).toEqual([
      'Request 1: Accreditation certificate 1',
      'Request 2: Accreditation certificate 2',
    ]);
    expect(within(rounds[0] as HTMLElement).getByRole('link', { name: /certificate\.pdf/ })).toBeTruthy();
    expect(screen.getAllByText(/^Answer form/).map((form) => form.textContent)).toEqual([
      'Answer form: Accreditation certificate 2',
    ]);
  });

  it('offers the acknowledgement while findings await it, and no corrective actions yet', () => {
    const application = applicationCase(S.pendingFindingsAcknowledgement, {
      findings: [finding(1), finding(2)],
    });
    expect(visibleSections(application)).toEqual(['findings', 'comments']);
    renderSections(application);
    const table = within(screen.getByRole('region', { name: 'Findings' })).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Major')).toHaveLength(2);
    expect(screen.getByText('Acknowledge form')).toBeTruthy();
  });

  it('shows each finding’s corrective actions, a rejected one with its reason, and the form while they are owed', () => {
    const rejected = finding(1, {
      acknowledgedAt: '2026-11-04T02:00:00.000Z',
      correctiveActions: [
        correctiveAction(1, CorrectiveActionStatus.rejected, {
          rejectionReason: 'The evidence is unsigned.',
        }),
      ],
    });
    const application = applicationCase(S.pendingCorrectiveAction, {
      findings: [rejected, finding(2, { acknowledgedAt: '2026-11-04T02:00:00.000Z' })],
    });
    expect(visibleSections(application)).toEqual(['findings', 'corrective-actions', 'comments']);
    renderSections(application);
    const section = screen.getByRole('region', { name: 'Corrective actions' });
    expect(within(section).getByText('The evidence is unsigned.')).toBeTruthy();
    expect(within(section).getByText('Rejected')).toBeTruthy();
    expect(within(section).getByText('Corrective actions form')).toBeTruthy();
    expect(screen.queryByText('Acknowledge form')).toBeNull();
  });

  it('offers a response to each document sent for review that the company has not answered', () => {
    renderSections(
      applicationCase(S.documentaryReview, {
        approvalDocuments: [
          approvalDocument('Scope of recognition', null),
          approvalDocument('Certificate wording', ReviewResponseStatus.accepted),
        ],
      }),
    );
    const section = screen.getByRole('region', { name: 'Approval documents' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Scope of recognition', 'Certificate wording']);
    expect(screen.getAllByText(/^Review form/).map((form) => form.textContent)).toEqual([
      'Review form: Scope of recognition',
    ]);
    expect(
      within(section).getByRole('link', { name: /Download version 1: Scope of recognition\.pdf/ }),
    ).toBeTruthy();
  });

  it('offers the declaration of acceptance when the company may sign it', () => {
    renderSections(applicationCase(S.approvalDocumentsReady));
    const section = screen.getByRole('region', { name: 'Declaration of acceptance' });
    expect(section.id).toBe('declaration');
    expect(within(section).getByText('Sign form')).toBeTruthy();
  });

  it('shows the invoice with its amount in dollars and cents, and its PDF', () => {
    renderSections(
      applicationCase(S.recognised, {
        invoice: {
          id: uuid(),
          number: 'INV-2026-000012',
          lines: [{ item: 'Application fee', amountSgd: 1250 }],
          amountSgd: 1250,
          dueDate: '2026-12-20',
          issuedAt: '2026-11-20T02:00:00.000Z',
          paidAt: null,
          attachmentId: '11111111-2222-4333-8444-555555555555',
          payment: null,
        },
      }),
    );
    const section = screen.getByRole('region', { name: 'Invoice' });
    expect(within(section).getByText('S$1,250.00')).toBeTruthy();
    expect(within(section).getByText('Unpaid')).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: 'Download invoice INV-2026-000012 (PDF)' })
        .getAttribute('href'),
    ).toBe(
      '/api/applications/7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10/invoice?attachmentId=11111111-2222-4333-8444-555555555555',
    );
    // Ended: no comment form, and no comments to show.
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull();
  });

  it('hides findings once the application is withdrawn (docs/requirements.md §4: visible up to Voided)', () => {
    const application = applicationCase(S.withdrawn, { findings: [finding(1)], timeline });
    expect(visibleSections(application)).toEqual(['timeline']);
  });

  it('shows nothing of the workflow for a draft', () => {
    expect(visibleSections(applicationCase(S.draft))).toEqual([]);
  });
});

// The groups of docs/requirements.md §4 at their edges: the same records, the last status before the group
// and the first in it.
describe('the sections the status groups show', () => {
  it('Beyond review: no site verification at Request For Information, shown from Verification Check', () => {
    const verification = siteVerification();
    expect(visibleSections(applicationCase(S.requestForInformation, { verification }))).not.toContain(
      'site-verification',
    );
    const application = applicationCase(S.verificationCheck, { verification });
    expect(visibleSections(application)).toContain('site-verification');
    renderSections(application);
    const section = screen.getByRole('region', { name: 'Site verification' });
    expect(section.id).toBe('site-verification');
    expect(within(section).getByRole('link', { name: /verification-report\.pdf/ })).toBeTruthy();
  });

  it('Approval stage: no declaration at Documentary Review, shown from Approval Documents Ready', () => {
    const signed = { acceptance: signedAcceptance };
    expect(visibleSections(applicationCase(S.documentaryReview, signed))).not.toContain('declaration');
    const application = applicationCase(S.approvalDocumentsReady, signed);
    expect(visibleSections(application)).toContain('declaration');
    renderSections(application);
    const section = screen.getByRole('region', { name: 'Declaration of acceptance' });
    expect(within(section).getByText(/^Signed by Alice Tan on /)).toBeTruthy();
  });

  it('after the approval stage, the declaration stays once signed', () => {
    expect(visibleSections(applicationCase(S.recognised, { acceptance: signedAcceptance }))).toContain(
      'declaration',
    );
    expect(visibleSections(applicationCase(S.recognised))).not.toContain('declaration');
  });
});
