import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import { ApplicationStatus } from './application-status.js';
import type { CompanyTaskFacts } from './application-workflow.js';
import {
  companyNextActions,
  companyNextActionsSchema,
  type NextActionFacts,
  singaporeDayOf,
} from './company-next-actions.js';
import { PtStatus } from './proficiency-testing.js';
import { Programme } from './programme.js';
import { SuspensionStatus } from './suspension.js';

const NOW = new Date('2026-12-01T02:00:00.000Z');
const APPLICATION_ID = '5b1c7a0e-2f4d-4c8e-9a61-3d2f1e0c9b87';
const RECOGNITION_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SUSPENSION_ID = '9e4d2c1b-7a6f-4e3d-8c2b-1a0f9e8d7c6b';
const ROUND_ID = '6a1d3c4e-8b2f-4d7a-9e1c-2f3a4b5c6d7e';

const NOTHING_OWED: CompanyTaskFacts = {
  status: ApplicationStatus.applicationReview,
  openRequestDueDate: null,
  findings: 0,
  findingsDueDate: null,
  findingsAwaitingAction: 0,
  findingsAwaitingActionDueDate: null,
  documentsAwaitingResponse: 0,
  unpaidInvoice: null,
};

const application = (tasks: Partial<CompanyTaskFacts>) => ({
  id: APPLICATION_ID,
  referenceNumber: 'LRP-2026-000105',
  programme: Programme.LRP,
  category: ApplicationCategory.changeOfScope,
  tasks: { ...NOTHING_OWED, ...tasks },
});

const suspension = (status: SuspensionStatus, appealDeadline: Date | null) => ({
  recognitionId: RECOGNITION_ID,
  suspensionId: SUSPENSION_ID,
  programme: Programme.AOR,
  status,
  appealDeadline,
});

const round = (status: PtStatus, part: { registered?: boolean; resultsSubmitted?: boolean } = {}) => ({
  id: ROUND_ID,
  code: 'PT-2026-07',
  name: 'Preservatives in fruit juice',
  registrationClosesAt: new Date('2026-12-20T15:59:59.000Z'),
  resultsDueAt: new Date('2027-01-31T15:59:59.000Z'),
  participation: {
    status,
    registered: part.registered ?? false,
    dispatched: part.registered ?? false,
    received: false,
    resultsSubmitted: part.resultsSubmitted ?? false,
  },
});

const next = (facts: Partial<NextActionFacts>) =>
  companyNextActions({ now: NOW, applications: [], suspensions: [], ptRounds: [], ...facts });

describe('companyNextActions', () => {
  it('is empty when the company owes nothing', () => {
    expect(next({ applications: [application({})] })).toEqual([]);
  });

  it('lists every kind of action with its deadline, soonest first, each leading to where it is done', () => {
    const actions = next({
      applications: [
        application({
          status: ApplicationStatus.pendingCorrectiveAction,
          findings: 2,
          findingsAwaitingAction: 2,
          findingsAwaitingActionDueDate: '2026-12-09',
          unpaidInvoice: { number: 'INV-2026-000012', dueDate: '2026-12-28' },
        }),
        {
          ...application({
            status: ApplicationStatus.requestForInformation,
            openRequestDueDate: '2026-12-04',
          }),
          referenceNumber: 'IBR-2026-000110',
          programme: Programme.IBR,
          category: ApplicationCategory.new,
        },
      ],
      suspensions: [suspension(SuspensionStatus.suspended, new Date('2026-12-05T01:00:00.000Z'))],
      ptRounds: [
        round(PtStatus.registrationOpen),
        round(PtStatus.resultsSubmissionOpen, { registered: true }),
      ],
    });
    expect(actions.map(({ kind, text, dueDate }) => [kind, text, dueDate])).toEqual([
      ['correspondence', 'Answer the request for information', '2026-12-04'],
      [
        'appeal',
        'Appeal against the suspension of your AOR recognition, if you disagree with it',
        '2026-12-05',
      ],
      ['corrective-actions', 'Submit corrective actions for 2 findings', '2026-12-09'],
      ['pt-registration', 'Register for the proficiency testing round', '2026-12-20'],
      ['invoice', 'Pay invoice INV-2026-000012', '2026-12-28'],
      ['pt-results', 'Submit your proficiency testing results', '2027-01-31'],
    ]);
    expect(actions[0]?.place).toEqual({
      subject: 'application',
      applicationId: APPLICATION_ID,
      name: 'IBR-2026-000110 (IBR New)',
    });
    expect(actions[1]?.place).toEqual({
      subject: 'suspension',
      recognitionId: RECOGNITION_ID,
      suspensionId: SUSPENSION_ID,
    });
    expect(actions[3]?.place).toEqual({
      subject: 'pt-round',
      roundId: ROUND_ID,
      name: 'PT-2026-07 Preservatives in fruit juice',
    });
    expect(companyNextActionsSchema.parse({ actions })).toEqual({ actions });
  });

  it('puts actions without a deadline last', () => {
    const actions = next({
      applications: [
        application({ status: ApplicationStatus.approvalDocumentsReady }),
        application({
          status: ApplicationStatus.pendingFindingsAcknowledgement,
          findings: 1,
          findingsDueDate: '2027-02-01',
        }),
        application({ status: ApplicationStatus.documentaryReview, documentsAwaitingResponse: 1 }),
      ],
      // Suspended before appeal deadlines were kept: an appeal with no deadline.
      suspensions: [suspension(SuspensionStatus.suspended, null)],
    });
    expect(actions.map(({ kind, dueDate }) => [kind, dueDate])).toEqual([
      ['findings', '2027-02-01'],
      ['declaration', null],
      ['approval-documents', null],
      ['appeal', null],
    ]);
  });

  it('asks for an appeal only while one may still be made', () => {
    const appeal = (status: SuspensionStatus, deadline: Date | null) =>
      next({ suspensions: [suspension(status, deadline)] }).map((action) => action.kind);
    const later = new Date(NOW.getTime() + 86_400_000);
    const earlier = new Date(NOW.getTime() - 1);
    expect(appeal(SuspensionStatus.suspended, later)).toEqual(['appeal']);
    expect(appeal(SuspensionStatus.suspensionAcknowledged, later)).toEqual(['appeal']);
    expect(appeal(SuspensionStatus.suspended, earlier)).toEqual([]);
    expect(appeal(SuspensionStatus.suspensionRequested, null)).toEqual([]);
    expect(appeal(SuspensionStatus.appealSubmitted, later)).toEqual([]);
  });

  it('asks a laboratory to register or submit results only while the round’s step is open to it', () => {
    const kinds = (given: ReturnType<typeof round>) =>
      next({ ptRounds: [given] }).map((action) => action.kind);
    expect(kinds(round(PtStatus.registrationOpen))).toEqual(['pt-registration']);
    expect(kinds(round(PtStatus.registrationOpen, { registered: true }))).toEqual([]);
    expect(kinds(round(PtStatus.registrationClosed, { registered: true }))).toEqual([]);
    expect(kinds(round(PtStatus.resultsSubmissionOpen))).toEqual([]);
    expect(
      kinds(round(PtStatus.resultsSubmissionOpen, { registered: true, resultsSubmitted: true })),
    ).toEqual([]);
    expect(kinds(round(PtStatus.resultsSubmissionClosed, { registered: true }))).toEqual([]);
  });
});

describe('singaporeDayOf', () => {
  it('reads the day in Singapore, eight hours ahead of UTC', () => {
    expect(singaporeDayOf(new Date('2026-12-20T15:59:59.000Z'))).toBe('2026-12-20');
    expect(singaporeDayOf(new Date('2026-12-20T16:00:00.000Z'))).toBe('2026-12-21');
  });
});
