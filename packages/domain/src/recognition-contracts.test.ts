import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CompanyRecognitionStatus } from './company-recognition.js';
import { Programme } from './programme.js';
import {
  companyRecognitionSchema,
  notAvailableActionSchema,
  pendingDetailsAnswerSchema,
  pendingDetailsItemSchema,
  pendingDetailsParamsSchema,
  recognitionActionSchema,
  recognitionDocumentParamsSchema,
  recognitionEventSchema,
  recognitionParamsSchema,
  recognitionViewSchema,
  recognitionWithdrawalSchema,
  suspensionAppealSchema,
  suspensionDetailsSchema,
  suspensionParamsSchema,
  suspensionViewSchema,
} from './recognition-contracts.js';
import {
  officerRecognitionSchema,
  officerRecognitionViewSchema,
  officerSuspensionViewSchema,
  officerWithdrawalSchema,
  pendingDetailsDecisionSchema,
  proposeSuspensionSchema,
  requestPendingDetailsSchema,
  suspensionDecisionSchema,
} from './recognition-officer-contracts.js';
import { SuspensionStatus } from './suspension.js';

const ID = '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
const IDS = Array.from(
  { length: 11 },
  (_, i) => `0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a${(i + 16).toString(16)}`,
);
const AT = '2026-03-10T04:00:00.000Z';
const FILE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const GUID_MESSAGE = 'Enter an identifier of 32 hexadecimal characters in the form 8-4-4-4-12';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const recognition = {
  id: ID,
  programme: Programme.LRP,
  programmeLabel: 'LRP',
  status: CompanyRecognitionStatus.suspended,
  statusLabel: 'Suspended',
  recognitionNumber: 'LRP-0001',
  validFrom: '2025-01-01T00:00:00.000Z',
  validUntil: '2028-01-01T00:00:00.000Z',
  scopeSummary: 'Microbiology',
  hasOngoingSuspension: true,
  isRestricted: false,
  daysUntilExpiry: 660,
  renewalDue: false,
  renewalInProgress: null,
  openSuspension: { id: ID, status: SuspensionStatus.suspended, statusLabel: 'Suspended' },
  pendingDetailsCount: 1,
};
const document = { attachmentId: ID, fileName: 'grounds.pdf', fileSize: 2048, scanStatus: 3, uploadedAt: AT };
const event = {
  id: ID,
  subject: 'suspension',
  action: 'appeal',
  title: 'Appeal submitted',
  detail: 'We had renewed the accreditation.',
  statusLabel: 'Appeal Submitted',
  actorName: 'Alex Tan',
  actorParty: 'company',
  at: AT,
  documents: [document],
};
const summary = {
  id: ID,
  recognitionId: ID,
  status: SuspensionStatus.appealSubmitted,
  statusLabel: 'Appeal Submitted',
  grounds: 'Accreditation lapsed',
  proposedAt: AT,
  suspendedAt: AT,
  appealDeadline: '2026-03-24T04:00:00.000Z',
  appealMade: true,
  ended: false,
  actions: [
    {
      name: 'acknowledge',
      open: false,
      reason: 'You cannot acknowledge the suspension while the suspension is Appeal Submitted.',
    },
  ],
};
const pendingItem = {
  id: ID,
  recognitionId: ID,
  description: 'The signed scope',
  dueDate: '2026-04-30',
  status: 1,
  statusLabel: 'Pending Details',
  requestedAt: AT,
  response: null,
  respondedAt: null,
  documents: [],
  returnReason: null,
  actions: [{ name: 'provide', open: true, reason: null }],
};
const suspensionView = {
  suspension: summary,
  programme: Programme.LRP,
  programmeLabel: 'LRP',
  recognitionNumber: 'LRP-0001',
  recognitionStatusLabel: 'Appeal in progress',
  detailsRequest: null,
  timeline: [event],
};
const action = {
  name: 'renew',
  open: true,
  reason: null,
  label: 'Renew this recognition',
  path: '/application/lrp/renewal',
};
const grant = {
  applicationId: ID,
  referenceNumber: 'LRP-2025-0001',
  category: 1,
  categoryLabel: 'New',
  outcome: 'Granted',
  recognisedAt: AT,
};
const recognitionView = {
  recognition,
  actions: [action, { ...action, name: 'withdraw', open: false, reason: 'Not now.' }],
  grants: [grant],
  history: [{ ...event, subject: 'recognition', action: 'expire', actorName: null, actorParty: null }],
  suspensions: [summary],
  pendingDetails: [pendingItem],
  renewalWindowDays: 90,
};
const company = { companyId: ID, companyName: 'Acme Labs', companyUen: '201912345A' };
const { actions: _actions, ...recordView } = recognitionView;

describe('what the API sends', () => {
  it.each<[string, z.ZodType, unknown]>([
    [
      'a recognition with its expiry, open suspension and owed details',
      companyRecognitionSchema,
      recognition,
    ],
    [
      'an expired recognition with nothing open',
      companyRecognitionSchema,
      { ...recognition, daysUntilExpiry: -3, openSuspension: null, pendingDetailsCount: 0 },
    ],
    ['an action with where it starts', recognitionActionSchema, action],
    [
      'an action not available, and why',
      notAvailableActionSchema,
      {
        recognitionId: ID,
        programme: 2,
        action: 'change-scope',
        label: 'Change the scope',
        reason: 'Suspended.',
      },
    ],
    ['a suspension’s event with its documents', recognitionEventSchema, event],
    [
      'an event of the portal itself',
      recognitionEventSchema,
      { ...event, actorName: null, actorParty: null },
    ],
    ['pending details owed', pendingDetailsItemSchema, pendingItem],
    ['pending details with no due date', pendingDetailsItemSchema, { ...pendingItem, dueDate: null }],
    ['a suspension page', suspensionViewSchema, suspensionView],
    ['a recognition page', recognitionViewSchema, recognitionView],
    ['a recognition as an officer lists it', officerRecognitionSchema, { ...recognition, ...company }],
    [
      'an officer’s recognition page',
      officerRecognitionViewSchema,
      {
        ...recordView,
        recognition: { ...recognition, ...company },
        openApplications: 1,
        actions: [{ name: 'propose-suspension', open: true, reason: null }],
      },
    ],
    [
      'an officer’s suspension page',
      officerSuspensionViewSchema,
      { ...suspensionView, companyName: 'Acme Labs' },
    ],
  ])('reads %s as it is', (_, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('sends every event subject', () => {
    for (const subject of ['recognition', 'suspension', 'pending-details']) {
      expect(recognitionEventSchema.safeParse({ ...event, subject }).success).toBe(true);
    }
  });

  it.each<[string, z.ZodType, unknown]>([
    [
      'a recognition without its restriction',
      companyRecognitionSchema,
      { ...recognition, isRestricted: undefined },
    ],
    ['a recognition in no status', companyRecognitionSchema, { ...recognition, status: 0 }],
    [
      'a recognition without its days left',
      companyRecognitionSchema,
      { ...recognition, daysUntilExpiry: undefined },
    ],
    ['part of a day left', companyRecognitionSchema, { ...recognition, daysUntilExpiry: 1.5 }],
    ['a recognition without renewalDue', companyRecognitionSchema, { ...recognition, renewalDue: undefined }],
    [
      'a recognition without its open suspension (null when none)',
      companyRecognitionSchema,
      { ...recognition, openSuspension: undefined },
    ],
    [
      'an open suspension in no status',
      companyRecognitionSchema,
      { ...recognition, openSuspension: { ...recognition.openSuspension, status: 10 } },
    ],
    [
      'a negative count of owed details',
      companyRecognitionSchema,
      { ...recognition, pendingDetailsCount: -1 },
    ],
    [
      'a recognition without that count',
      companyRecognitionSchema,
      { ...recognition, pendingDetailsCount: undefined },
    ],
    ['an action that does not exist', recognitionActionSchema, { ...action, name: 'suspend' }],
    ['an event of no known subject', recognitionEventSchema, { ...event, subject: 'application' }],
    ['an event by nobody known', recognitionEventSchema, { ...event, actorParty: 'system' }],
    [
      'a summary in no status',
      suspensionViewSchema,
      { ...suspensionView, suspension: { ...summary, status: 0 } },
    ],
    [
      'a suspension page with a step that is none of a suspension’s',
      suspensionViewSchema,
      {
        ...suspensionView,
        suspension: { ...summary, actions: [{ name: 'approve', open: true, reason: null }] },
      },
    ],
    ['pending details in status 5', pendingDetailsItemSchema, { ...pendingItem, status: 5 }],
    ['a due date that is no date', pendingDetailsItemSchema, { ...pendingItem, dueDate: '2026-02-30' }],
    ['a negative renewal window', recognitionViewSchema, { ...recognitionView, renewalWindowDays: -1 }],
    ['an officer’s recognition without its company', officerRecognitionSchema, recognition],
  ])('refuses %s', (_, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('the paths’ identifiers', () => {
  it.each<[z.ZodType, Record<string, string>]>([
    [recognitionParamsSchema, { id: ID }],
    [suspensionParamsSchema, { id: ID, sid: ID }],
    [pendingDetailsParamsSchema, { id: ID, pid: ID }],
    [recognitionDocumentParamsSchema, { id: ID, docId: ID }],
  ])('are GUIDs, each named', (schema, params) => {
    expect(schema.parse(params)).toEqual(params);
    for (const name of Object.keys(params)) {
      expect(messagesOf(schema, { ...params, [name]: 'not-a-guid' })).toEqual([GUID_MESSAGE]);
    }
  });
});

describe('the company’s steps', () => {
  it.each<[string, z.ZodType, string, string]>([
    ['an appeal', suspensionAppealSchema, 'statement', 'Enter your grounds of appeal'],
    ['the details asked for', suspensionDetailsSchema, 'response', 'Enter the details asked for'],
    ['owed details', pendingDetailsAnswerSchema, 'response', 'Enter the details'],
  ])('take %s as trimmed text with each file once', (_, schema, field, required) => {
    expect(schema.parse({ [field]: '  We renewed it  ' })).toEqual({
      [field]: 'We renewed it',
      attachmentIds: [],
    });
    expect(schema.parse({ [field]: 'x', attachmentIds: IDS.slice(0, 10) })).toEqual({
      [field]: 'x',
      attachmentIds: IDS.slice(0, 10),
    });
    for (const empty of [undefined, '', '   ', '<p>&nbsp;</p>']) {
      expect(messagesOf(schema, { [field]: empty })).toEqual([required]);
    }
    expect(messagesOf(schema, { [field]: 'x', attachmentIds: [ID, ID] })).toEqual(['Attach each file once']);
    expect(messagesOf(schema, { [field]: 'x', attachmentIds: ['report.pdf'] })).toEqual([
      'Choose a file you uploaded',
    ]);
  });

  it.each<[z.ZodType, string, string, string]>([
    [
      suspensionAppealSchema,
      'statement',
      'Your grounds of appeal must be 5,000 characters or fewer',
      'supporting documents',
    ],
    [suspensionDetailsSchema, 'response', 'Your answer must be 5,000 characters or fewer', 'documents'],
    [pendingDetailsAnswerSchema, 'response', 'The details must be 5,000 characters or fewer', 'documents'],
  ])('limit %s’s %s to 5000 characters and 10 files', (schema, field, tooLong, files) => {
    expect(schema.safeParse({ [field]: 'x'.repeat(5000) }).success).toBe(true);
    expect(messagesOf(schema, { [field]: 'x'.repeat(5001) })).toEqual([tooLong]);
    expect(messagesOf(schema, { [field]: 'x', attachmentIds: IDS })).toEqual([`Attach at most 10 ${files}`]);
  });

  it('withdraws a recognition with a reason and the company’s confirmation', () => {
    expect(recognitionWithdrawalSchema.parse({ reason: ' We closed the lab ', confirm: true })).toEqual({
      reason: 'We closed the lab',
      confirm: true,
    });
    expect(messagesOf(recognitionWithdrawalSchema, { reason: '', confirm: true })).toEqual([
      'Enter why you are withdrawing this recognition',
    ]);
    expect(messagesOf(recognitionWithdrawalSchema, { reason: 'x'.repeat(2001), confirm: true })).toEqual([
      'The reason must be 2,000 characters or fewer',
    ]);
    for (const confirm of [false, undefined, 'true']) {
      expect(messagesOf(recognitionWithdrawalSchema, { reason: 'Closed', confirm })).toEqual([
        'Confirm that you want to withdraw this recognition',
      ]);
    }
  });
});

describe('the officer’s steps', () => {
  it('proposes a suspension on grounds, with at most 10 uploaded files', () => {
    expect(proposeSuspensionSchema.parse({ grounds: ' Lapsed ' })).toEqual({ grounds: 'Lapsed', files: [] });
    expect(proposeSuspensionSchema.parse({ grounds: 'Lapsed', files: [FILE] }).files).toEqual([FILE]);
    expect(messagesOf(proposeSuspensionSchema, { grounds: ' ' })).toEqual([
      'Enter the grounds for the suspension',
    ]);
    expect(messagesOf(proposeSuspensionSchema, { grounds: 'x'.repeat(5001) })).toEqual([
      'The grounds must be 5,000 characters or fewer',
    ]);
    expect(messagesOf(proposeSuspensionSchema, { grounds: 'x', files: Array(11).fill(FILE) })).toEqual([
      'Attach at most 10 documents',
    ]);
    expect(messagesOf(proposeSuspensionSchema, { grounds: 'x', files: ['a/b.pdf'] })).toEqual([
      'Upload the file',
    ]);
  });

  it('decides a suspension step with a reason of at most 2000 characters and 10 files', () => {
    expect(suspensionDecisionSchema.parse({ reason: ' Evidence seen ' })).toEqual({
      reason: 'Evidence seen',
      files: [],
    });
    expect(messagesOf(suspensionDecisionSchema, {})).toEqual(['Enter the reason']);
    expect(messagesOf(suspensionDecisionSchema, { reason: 'x'.repeat(2001) })).toEqual([
      'The reason must be 2,000 characters or fewer',
    ]);
    expect(messagesOf(suspensionDecisionSchema, { reason: 'x', files: Array(11).fill(FILE) })).toEqual([
      'Attach at most 10 documents',
    ]);
  });

  it('withdraws a recognition with a reason', () => {
    expect(officerWithdrawalSchema.parse({ reason: ' Asked by the company ' })).toEqual({
      reason: 'Asked by the company',
    });
    expect(messagesOf(officerWithdrawalSchema, { reason: '<br>' })).toEqual(['Enter the reason']);
    expect(messagesOf(officerWithdrawalSchema, { reason: 'x'.repeat(2001) })).toEqual([
      'The reason must be 2,000 characters or fewer',
    ]);
  });

  it('asks for details owed, with a real due date or none', () => {
    expect(requestPendingDetailsSchema.parse({ description: ' The signed scope ' })).toEqual({
      description: 'The signed scope',
      dueDate: null,
      files: [],
    });
    expect(requestPendingDetailsSchema.parse({ description: 'x', dueDate: '2026-04-30' }).dueDate).toBe(
      '2026-04-30',
    );
    expect(messagesOf(requestPendingDetailsSchema, { description: '' })).toEqual([
      'Describe the details owed',
    ]);
    expect(messagesOf(requestPendingDetailsSchema, { description: 'x'.repeat(2001) })).toEqual([
      'The description must be 2,000 characters or fewer',
    ]);
    expect(messagesOf(requestPendingDetailsSchema, { description: 'x', dueDate: '2026-02-30' })).toEqual([
      'Enter a real date',
    ]);
    expect(
      messagesOf(requestPendingDetailsSchema, { description: 'x', files: Array(11).fill(FILE) }),
    ).toEqual(['Attach at most 10 documents']);
  });

  it('decides on owed details with or without a reason, never an empty one', () => {
    expect(pendingDetailsDecisionSchema.parse({})).toEqual({});
    expect(pendingDetailsDecisionSchema.parse({ reason: ' Not signed ' })).toEqual({ reason: 'Not signed' });
    expect(messagesOf(pendingDetailsDecisionSchema, { reason: '  ' })).toEqual(['Enter the reason']);
    expect(messagesOf(pendingDetailsDecisionSchema, { reason: 'x'.repeat(2001) })).toEqual([
      'The reason must be 2,000 characters or fewer',
    ]);
  });
});
