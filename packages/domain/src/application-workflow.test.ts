import { describe, expect, it } from 'vitest';
import { ApplicationStatus } from './application-status.js';
import {
  ACCEPTANCE_STATEMENT,
  acceptanceStatements,
  CORRECTIVE_ACTION_STATUS_LABELS,
  type CompanyTaskFacts,
  CorrectiveActionStatus,
  companyTasks,
  FINDING_SEVERITY_LABELS,
  FindingSeverity,
  REMINDER_KINDS,
  type TaskRecordKind,
  taskRecordsReadIn,
} from './application-workflow.js';

const S = ApplicationStatus;
const NOTHING_OWED: CompanyTaskFacts = {
  status: S.applicationReview,
  openRequestDueDate: null,
  findings: 0,
  findingsDueDate: null,
  findingsAwaitingAction: 0,
  findingsAwaitingActionDueDate: null,
  documentsAwaitingResponse: 0,
  unpaidInvoice: null,
};
const tasks = (facts: Partial<CompanyTaskFacts>) => companyTasks({ ...NOTHING_OWED, ...facts });

describe('companyTasks', () => {
  it('owes nothing while the regulator acts', () => {
    expect(tasks({})).toEqual([]);
    expect(tasks({ status: S.verificationCheck, findings: 2 })).toEqual([]);
  });

  it('asks for the answer to a request for information by its due date', () => {
    expect(tasks({ status: S.requestForInformation, openRequestDueDate: '2026-12-12' })).toEqual([
      {
        text: 'answer the request for information by 12 Dec 2026',
        dueDate: '2026-12-12',
        target: 'correspondence',
      },
    ]);
    expect(tasks({ status: S.requestForInformation })[0]?.text).toBe('answer the request for information');
  });

  it('counts findings to acknowledge and to correct', () => {
    expect(
      tasks({ status: S.pendingFindingsAcknowledgement, findings: 3, findingsDueDate: '2026-12-12' }),
    ).toEqual([{ text: 'acknowledge 3 findings by 12 Dec 2026', dueDate: '2026-12-12', target: 'findings' }]);
    expect(tasks({ status: S.pendingFindingsAcknowledgement, findings: 0 })).toEqual([]);
    expect(
      tasks({
        status: S.pendingCorrectiveAction,
        findingsAwaitingAction: 1,
        findingsAwaitingActionDueDate: '2027-01-05',
      }),
    ).toEqual([
      {
        text: 'submit corrective actions for 1 finding by 05 Jan 2027',
        dueDate: '2027-01-05',
        target: 'corrective-actions',
      },
    ]);
    expect(tasks({ status: S.pendingCorrectiveAction })).toEqual([]);
  });

  it('asks for responses to approval documents, then the signature, and payment of the invoice', () => {
    expect(tasks({ status: S.documentaryReview, documentsAwaitingResponse: 2 })).toEqual([
      { text: 'respond to 2 approval documents', dueDate: null, target: 'approval-documents' },
    ]);
    expect(tasks({ status: S.documentaryReview })).toEqual([]);
    expect(
      tasks({
        status: S.approvalDocumentsReady,
        unpaidInvoice: { number: 'INV-2026-000001', dueDate: '2026-12-31' },
      }),
    ).toEqual([
      { text: 'sign the declaration', dueDate: null, target: 'declaration' },
      { text: 'pay invoice INV-2026-000001 by 31 Dec 2026', dueDate: '2026-12-31', target: 'invoice' },
    ]);
  });

  it('labels severities and corrective action statuses', () => {
    expect(FINDING_SEVERITY_LABELS[FindingSeverity.major]).toBe('Major');
    expect(CORRECTIVE_ACTION_STATUS_LABELS[CorrectiveActionStatus.rejected]).toBe('Rejected');
  });
});

describe('acceptanceStatements', () => {
  it('signs the form’s statements, then the acceptance', () => {
    expect(acceptanceStatements({ declaration: { statements: ['All is true.'] } })).toEqual([
      'All is true.',
      ACCEPTANCE_STATEMENT,
    ]);
    expect(acceptanceStatements(null)).toEqual([ACCEPTANCE_STATEMENT]);
  });
});

describe('REMINDER_KINDS', () => {
  it('are the reminder before a due date and the one after it passed', () => {
    expect(REMINDER_KINDS).toEqual(['due-soon', 'overdue']);
  });
});

describe('taskRecordsReadIn', () => {
  // Everything owed at once: what companyTasks says of it in each status must not change when only the
  // records read in that status are fetched (the facts of the others left empty).
  const everything: Omit<CompanyTaskFacts, 'status'> = {
    openRequestDueDate: '2026-12-10',
    findings: 2,
    findingsDueDate: '2026-12-11',
    findingsAwaitingAction: 1,
    findingsAwaitingActionDueDate: '2026-12-12',
    documentsAwaitingResponse: 3,
    unpaidInvoice: { number: 'INV-1', dueDate: '2026-12-13' },
  };
  const readOnly = (kinds: ReadonlySet<TaskRecordKind>): Omit<CompanyTaskFacts, 'status'> => ({
    openRequestDueDate: kinds.has('correspondence') ? everything.openRequestDueDate : null,
    findings: kinds.has('findings') ? everything.findings : 0,
    findingsDueDate: kinds.has('findings') ? everything.findingsDueDate : null,
    findingsAwaitingAction:
      kinds.has('findings') && kinds.has('correctiveActions') ? everything.findingsAwaitingAction : 0,
    findingsAwaitingActionDueDate:
      kinds.has('findings') && kinds.has('correctiveActions')
        ? everything.findingsAwaitingActionDueDate
        : null,
    documentsAwaitingResponse: kinds.has('approvalDocuments') ? everything.documentsAwaitingResponse : 0,
    unpaidInvoice: kinds.has('invoice') ? everything.unpaidInvoice : null,
  });

  it('names every record the company’s tasks read in each status, so a reader of only those misses nothing', () => {
    for (const status of Object.values(ApplicationStatus)) {
      expect(companyTasks({ status, ...readOnly(taskRecordsReadIn(status)) }), String(status)).toEqual(
        companyTasks({ status, ...everything }),
      );
    }
  });

  it('reads an unpaid invoice at every stage, and little else in most', () => {
    expect([...taskRecordsReadIn(S.applicationReview)]).toEqual(['invoice']);
    expect([...taskRecordsReadIn(S.pendingCorrectiveAction)]).toEqual([
      'findings',
      'correctiveActions',
      'invoice',
    ]);
  });
});
