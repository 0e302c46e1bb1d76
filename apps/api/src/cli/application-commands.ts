import { parseArgs } from 'node:util';
import {
  CorrectiveActionStatus,
  correctiveActionReviewSchema,
  endApplicationSchema,
  issueInvoiceSchema,
  newApprovalDocumentSchema,
  newApprovalVersionSchema,
  newCommentSchema,
  officerQueueQuerySchema,
  requestInformationSchema,
  scheduleVerificationSchema,
  verificationOutcomeSchema,
} from '@fsmis/domain';
import { officerActor, type WorkflowActor } from '../cases/actors.js';
import type { WorkflowContext } from '../cases/case-context.js';
import { DEMO_OFFICER } from '../db/seed/demo-accounts.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { addComment } from '../modules/application-workflow/company-steps.service.js';
import {
  addApprovalDocument,
  addApprovalVersion,
  approveApplication,
  markApprovalDocumentsReady,
  sendForSigning,
  startDocumentaryReview,
} from '../modules/application-workflow/officer-approval.service.js';
import { assignApplication } from '../modules/application-workflow/officer-assignment.service.js';
import { endApplication } from '../modules/application-workflow/officer-end.service.js';
import {
  issueInvoice,
  recordInvoicePayment,
} from '../modules/application-workflow/officer-invoice.service.js';
import { findApplicationIdByReference } from '../modules/application-workflow/officer-queue.repository.js';
import { officerQueue } from '../modules/application-workflow/officer-queue.service.js';
import { recogniseApplication } from '../modules/application-workflow/officer-recognition.service.js';
import {
  recordVerificationOutcome,
  requestInformation,
  reviewCorrectiveActions,
  scheduleVerification,
  uploadVerificationReport,
} from '../modules/application-workflow/officer-review.service.js';
import { applicationCase } from '../modules/application-workflow/workflow-view.service.js';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../modules/applications/applications.service.js';
import { findOfficerByEmail } from '../modules/officer/officer.repository.js';
import { commandLineActor } from '../modules/officer/officer.service.js';
import { applicationCaseLines, queueLine } from './application-lines.js';
import {
  type CommandUploads,
  commandFile,
  isCommandOf,
  programmeNamed,
  readBytes,
  readingWords,
  requiredOption,
  validated,
  withOfficerUpload,
} from './command-values.js';
import type { OfficerCommandContext } from './officer-commands.js';
import { UsageError } from './run-cli.js';

export const APPLICATIONS_USAGE = `  applications queue [--status 3] [--programme LRP] [--category 1]  the work queue, longest waiting first
  applications show <reference|id>                                  one application with its records
  applications request-information <ref> --subject "text" --message "text" --due 2026-12-12 [--documents "a;b"]
  applications schedule-verification <ref> --at 2026-12-12T02:00:00Z --location "text" [--notes "text"]
  applications verification-report <ref> --file report.pdf
  applications raise-findings <ref> --file findings.json | --none  findings [{clause, description, severity, dueDate}]
  applications review-corrective-actions <ref> --accept all | --file decisions.json
  applications add-approval-document <ref> --title "text" --file doc.pdf [--existing]
  applications new-version <ref> --document <id> --file doc.pdf [--note "text"]
  applications documentary-review|documents-ready|approve|send-for-signing|recognise <ref>
  applications invoice <ref> --due 2026-12-31                       issue the fee invoice (PDF)
  applications invoice-paid <ref>                                   record the payment
  applications void|withdraw|close <ref> --reason "text"
  applications assign <ref> --to <officer's email> | --none         assign to an officer, or to nobody
  applications comment <ref> --message "text"`;

const OPTIONS = {
  officer: { type: 'string' },
  status: { type: 'string', multiple: true },
  programme: { type: 'string' },
  category: { type: 'string' },
  subject: { type: 'string' },
  message: { type: 'string' },
  due: { type: 'string' },
  documents: { type: 'string' },
  at: { type: 'string' },
  location: { type: 'string' },
  notes: { type: 'string' },
  file: { type: 'string' },
  none: { type: 'boolean' },
  accept: { type: 'string' },
  title: { type: 'string' },
  existing: { type: 'boolean' },
  document: { type: 'string' },
  note: { type: 'string' },
  reason: { type: 'string' },
  to: { type: 'string' },
} as const;

const parse = (args: string[]) =>
  readingWords(() => parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true }));
type Values = ReturnType<typeof parse>['values'];

/** Whether the words are a `applications …` command. */
export const isApplicationsCommand = (args: string[]) => isCommandOf('applications', OPTIONS, args);

const required = (
  values: Values,
  name: Exclude<keyof Values, 'status' | 'none' | 'existing'> & string,
): string => requiredOption(values, name);

/** `npm run officer -- applications …`: the same service calls as /api/officer/applications. */
export async function runApplicationCommand(context: OfficerCommandContext): Promise<void> {
  const { positionals, values } = parse(context.args);
  const [, action, reference, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected words: ${rest.join(' ')}`);
  if (action === 'queue') {
    if (reference !== undefined) throw new UsageError(`Unexpected word after queue: ${reference}`);
    return queueCommand(context, values);
  }
  if (!action) throw new UsageError('Name an applications command.');
  if (!reference) throw new UsageError(`Name the application: applications ${action} <reference>.`);
  const { workflow } = context;
  if (!workflow) throw new Error('The command line was started without an outbox.');
  const id = await findApplicationIdByReference(context.db, reference);
  if (!id) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  if (action === 'show') {
    for (const line of applicationCaseLines(await applicationCase(context.db, id, { party: 'officer' }))) {
      context.print(line);
    }
    return;
  }
  const step = STEPS[action];
  if (!step) throw new UsageError(`Unknown applications command: ${action}`);
  const officerContext: StepContext = {
    db: context.db,
    storage: context.storage,
    maxPdfBytes: context.maxPdfBytes,
    scanner: context.scanner,
    ...workflow,
  };
  const command = await step(values, officerContext, id);
  const named = await commandLineActor(context.db, {
    email: values.officer ?? DEMO_OFFICER.email,
    osUser: context.osUser,
  });
  context.print(`${await command(officerActor(named))} (as ${named.name})`);
}

async function queueCommand(context: OfficerCommandContext, values: Values) {
  const query = validated(officerQueueQuerySchema, {
    Status: values.status,
    Programme: values.programme === undefined ? undefined : programmeNamed(values.programme),
    Category: values.category,
    PageSize: 100,
  });
  const page = await officerQueue(context.db, query, null);
  if (page.items.length === 0) return context.print('No applications are waiting.');
  context.print(`${page.total} ${page.total === 1 ? 'application' : 'applications'}, longest waiting first:`);
  for (const item of page.items) context.print(queueLine(item));
  if (page.total > page.items.length)
    context.print(`(the first ${page.items.length}; filter to see the rest)`);
}

/** What a step needs: the case's context, and how the files the command names are uploaded. */
type StepContext = WorkflowContext & CommandUploads;

type Step = (
  values: Values,
  context: StepContext,
  id: string,
) => Promise<(actor: WorkflowActor) => Promise<string>>;

const simple =
  (run: (context: WorkflowContext, actor: WorkflowActor, id: string) => Promise<string>): Step =>
  async (_values, context, id) =>
  (actor) =>
    run(context, actor, id);

const ending =
  (kind: 'void' | 'withdraw' | 'close'): Step =>
  async (values, context, id) => {
    const body = validated(endApplicationSchema, { reason: required(values, 'reason') });
    return (actor) => endApplication(context, actor, id, kind, body);
  };

// Each step reads and checks its words first, then acts: a mistake in the command touches nothing.
const STEPS: Readonly<Record<string, Step>> = {
  'request-information': async (values, context, id) => {
    const body = validated(requestInformationSchema, {
      subject: required(values, 'subject'),
      message: required(values, 'message'),
      dueDate: required(values, 'due'),
      documentsRequested: (values.documents ?? '')
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean),
    });
    return (actor) => requestInformation(context, actor, id, body);
  },
  'schedule-verification': async (values, context, id) => {
    const at = new Date(required(values, 'at'));
    if (Number.isNaN(at.getTime())) throw new UsageError(`--at is not a date and time: ${values.at}`);
    const body = validated(scheduleVerificationSchema, {
      scheduledFor: at.toISOString(),
      location: required(values, 'location'),
      notes: values.notes,
    });
    return (actor) => scheduleVerification(context, actor, id, body);
  },
  'verification-report': async (values, context, id) => {
    const report = await commandFile(required(values, 'file'));
    return (actor) =>
      withOfficerUpload(context, actor.userId, report, (file) =>
        uploadVerificationReport(context, actor, id, { file }),
      );
  },
  'raise-findings': async (values, context, id) => {
    if (values.none && values.file) throw new UsageError('Give either --file or --none, not both.');
    const findings = values.none ? [] : await jsonFile(required(values, 'file'), 'findings');
    const body = validated(verificationOutcomeSchema, { findings });
    return (actor) => recordVerificationOutcome(context, actor, id, body);
  },
  'review-corrective-actions': async (values, context, id) => {
    if (values.accept !== undefined && values.accept !== 'all') {
      throw new UsageError(`--accept takes "all", not ${values.accept}.`);
    }
    const decisions =
      values.accept === 'all'
        ? await acceptAll(context, id)
        : await jsonFile(required(values, 'file'), 'decisions');
    const body = validated(correctiveActionReviewSchema, { decisions });
    return (actor) => reviewCorrectiveActions(context, actor, id, body);
  },
  'add-approval-document': async (values, context, id) => {
    const title = required(values, 'title');
    const document = await commandFile(required(values, 'file'));
    // The file has its id once it is uploaded, when the step is taken; the other words are checked now.
    const details = validated(newApprovalDocumentSchema.omit({ file: true }), {
      title,
      existing: values.existing ?? false,
    });
    return (actor) =>
      withOfficerUpload(context, actor.userId, document, (file) =>
        addApprovalDocument(context, actor, id, { ...details, file }),
      );
  },
  'new-version': async (values, context, id) => {
    const documentId = required(values, 'document');
    const version = await commandFile(required(values, 'file'));
    const details = validated(newApprovalVersionSchema.omit({ file: true }), { note: values.note });
    return (actor) =>
      withOfficerUpload(context, actor.userId, version, (file) =>
        addApprovalVersion(context, actor, id, documentId, { ...details, file }),
      );
  },
  'documentary-review': simple(startDocumentaryReview),
  'documents-ready': simple(markApprovalDocumentsReady),
  approve: simple(approveApplication),
  'send-for-signing': simple(sendForSigning),
  recognise: simple(recogniseApplication),
  invoice: async (values, context, id) => {
    const body = validated(issueInvoiceSchema, { dueDate: required(values, 'due') });
    return (actor) => issueInvoice(context, actor, id, body);
  },
  'invoice-paid': simple(recordInvoicePayment),
  void: ending('void'),
  withdraw: ending('withdraw'),
  close: ending('close'),
  assign: async (values, context, id) => {
    if (Boolean(values.none) === (values.to !== undefined)) {
      throw new UsageError("Give either --to <officer's email> or --none.");
    }
    const officer = values.to === undefined ? null : await findOfficerByEmail(context.db, values.to);
    if (values.to !== undefined && !officer) {
      throw notFound(
        `No officer has the e-mail address ${values.to}. Name an officer's account with --to <email>.`,
      );
    }
    return async (actor) => {
      if (actor.party !== 'officer') throw new Error('Only an officer assigns applications.');
      const { message } = await assignApplication(context.db, actor.audit, id, {
        officerId: officer?.id ?? null,
      });
      return message;
    };
  },
  comment: async (values, context, id) => {
    const body = validated(newCommentSchema, { body: required(values, 'message') });
    return async (actor) => {
      const comment = await addComment(context, actor, id, body);
      return `Added your comment to the application at ${comment.createdAt}.`;
    };
  },
};

/** Every corrective action waiting for a decision, accepted. */
async function acceptAll(context: WorkflowContext, id: string) {
  const { workflow } = await applicationCase(context.db, id, { party: 'officer' });
  return workflow.findings
    .filter((finding) => finding.correctiveActions.at(-1)?.status === CorrectiveActionStatus.submitted)
    .map((finding) => ({ findingId: finding.id, decision: 'accepted' }));
}

/** A JSON file holding a list, or an object with the list under `key`. */
async function jsonFile(file: string, key: string): Promise<unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse((await readBytes(file)).toString('utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) throw badRequest({ file: [`${file} is not JSON: ${error.message}`] });
    throw error;
  }
  if (Array.isArray(parsed)) return parsed;
  return (parsed as Record<string, unknown> | null)?.[key];
}
