import { parseArgs } from 'node:util';
import {
  guidSchema,
  MAX_PAGE_SIZE,
  officerRecognitionQuerySchema,
  officerWithdrawalSchema,
  pendingDetailsDecisionSchema,
  proposeSuspensionSchema,
  requestPendingDetailsSchema,
  suspensionDecisionSchema,
} from '@fsmis/domain';
import { officerActor, type WorkflowActor } from '../cases/actors.js';
import type { Config } from '../config.js';
import { DEMO_OFFICER } from '../db/seed/demo-accounts.js';
import { notFound } from '../lib/http-error.js';
import { commandLineActor } from '../modules/officer/officer.service.js';
import {
  decidePendingDetails,
  PENDING_DETAILS_MESSAGES,
  type PendingDetailsDecision,
  requestPendingDetails,
} from '../modules/recognition/pending-details.service.js';
import { officerRecognitions, recognitionIdNumbered } from '../modules/recognition/recognition.service.js';
import { runRecognitionExpiry } from '../modules/recognition/recognition-expiry.js';
import { RECOGNITION_NOT_FOUND_MESSAGE } from '../modules/recognition/recognition-step.js';
import { officerRecognitionView } from '../modules/recognition/recognition-view.service.js';
import { withdrawRecognition } from '../modules/recognition/recognition-withdrawal.service.js';
import {
  type RecognitionContext,
  SUSPENSION_NOT_FOUND_MESSAGE,
} from '../modules/recognition/suspension-step.js';
import {
  decideSuspension,
  type OfficerSuspensionAction,
  proposeSuspension,
} from '../modules/recognition/suspension-steps.service.js';
import { officerSuspensionView } from '../modules/recognition/suspension-view.service.js';
import {
  bodyListingFiles,
  type CommandUploads,
  commandFiles,
  isCommandOf,
  programmeNamed,
  readingWords,
  requiredOption,
  validated,
  withOfficerUploads,
} from './command-values.js';
import type { OfficerCommandContext } from './officer-commands.js';
import { recognitionLine, recognitionViewLines, suspensionViewLines } from './recognition-lines.js';
import { UsageError } from './run-cli.js';

export const RECOGNITIONS_USAGE = `  recognitions list [--search <name or UEN>] [--status 3] [--programme LRP] [--uen <UEN>] [--page 2]
                                                                    the companies' recognitions, by company, 100 a page
  recognitions show <id|number>                                     one recognition: history, suspensions, details owed
  recognitions suspension <suspension id>                           one suspension: timeline and the steps open to you
  recognitions propose-suspension <id|number> --grounds "text" [--file grounds.pdf]...
  recognitions require-details|reject-suspension|suspend|consider-reinstatement|reinstate|revoke <suspension id> --reason "text" [--file x.pdf]...
  recognitions withdraw <id|number> --reason "text"
  recognitions request-details <id|number> --description "text" [--due 2026-12-31] [--file x.pdf]...
  recognitions accept-details|return-details|waive-details <details id> [--reason "text"]
  recognitions run-expiry                                           expire what has ended; send the renewal reminders due`;

/** What the recognitions commands need of the configuration. */
export interface RecognitionSettings {
  readonly renewal: Config['renewal'];
  readonly appealPeriodDays: number;
}

const OPTIONS = {
  officer: { type: 'string' },
  status: { type: 'string' },
  programme: { type: 'string' },
  uen: { type: 'string' },
  search: { type: 'string' },
  page: { type: 'string' },
  grounds: { type: 'string' },
  reason: { type: 'string' },
  description: { type: 'string' },
  due: { type: 'string' },
  file: { type: 'string', multiple: true },
} as const;

const parse = (args: string[]) =>
  readingWords(() => parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true }));
type Values = ReturnType<typeof parse>['values'];

/** Whether the words are a `recognitions …` command. */
export const isRecognitionsCommand = (args: string[]) => isCommandOf('recognitions', OPTIONS, args);

const required = (values: Values, name: Exclude<keyof Values, 'file'> & string): string =>
  requiredOption(values, name);

const SUSPENSION_DECISIONS: Readonly<Record<string, OfficerSuspensionAction>> = {
  'require-details': 'require-details',
  'reject-suspension': 'reject',
  suspend: 'suspend',
  'consider-reinstatement': 'consider-reinstatement',
  reinstate: 'reinstate',
  revoke: 'revoke',
};

const DETAILS_DECISIONS: Readonly<Record<string, PendingDetailsDecision>> = {
  'accept-details': 'accept',
  'return-details': 'return',
  'waive-details': 'waive',
};

/** `npm run officer -- recognitions …`: the same service calls as /api/officer/recognitions. */
export async function runRecognitionCommand(context: OfficerCommandContext): Promise<void> {
  const { positionals, values } = parse(context.args);
  const [, action, subject, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected words: ${rest.join(' ')}`);
  if (!action) throw new UsageError('Name a recognitions command.');
  const { workflow, recognitions: settings } = context;
  if (!workflow || !settings) throw new Error('The command line was started without its settings.');
  if (action === 'list' || action === 'run-expiry') {
    if (subject !== undefined) throw new UsageError(`Unexpected word after ${action}: ${subject}`);
    if (action === 'list') return listCommand(context, settings, values);
    const run = await runRecognitionExpiry({ db: context.db, ...workflow, renewal: settings.renewal });
    return context.print(
      `${run.expired} ${run.expired === 1 ? 'recognition' : 'recognitions'} marked Expired; ${run.reminded} renewal ${run.reminded === 1 ? 'reminder' : 'reminders'} sent.`,
    );
  }
  if (!subject) throw new UsageError(`Name what to act on: recognitions ${action} <id>.`);
  if (action === 'show') {
    const id = await recognitionIdOf(context, subject);
    const view = await officerRecognitionView(context.db, id, settings.renewal);
    for (const line of recognitionViewLines(view)) context.print(line);
    return;
  }
  if (action === 'suspension') {
    const view = await officerSuspensionView(context.db, guidOr(subject, SUSPENSION_NOT_FOUND_MESSAGE));
    for (const line of suspensionViewLines(view)) context.print(line);
    return;
  }
  const officerContext: StepContext = {
    db: context.db,
    storage: context.storage,
    maxPdfBytes: context.maxPdfBytes,
    scanner: context.scanner,
    appealPeriodDays: settings.appealPeriodDays,
    ...workflow,
  };
  const command = await stepOf(action, values, officerContext, subject);
  const named = await commandLineActor(context.db, {
    email: values.officer ?? DEMO_OFFICER.email,
    osUser: context.osUser,
  });
  context.print(`${await command(officerActor(named))} (as ${named.name})`);
}

async function listCommand(context: OfficerCommandContext, settings: RecognitionSettings, values: Values) {
  const query = validated(officerRecognitionQuerySchema, {
    Search: values.search,
    Status: values.status,
    ApplicationType: values.programme === undefined ? undefined : programmeNamed(values.programme),
    CompanyUen: values.uen,
    Page: values.page,
    PageSize: MAX_PAGE_SIZE,
  });
  const page = await officerRecognitions(context.db, query, settings.renewal);
  if (page.total === 0) return context.print('No recognitions match.');
  if (page.items.length === 0) return context.print(`No recognitions on page ${page.page} of ${page.total}.`);
  context.print(`${page.total} ${page.total === 1 ? 'recognition' : 'recognitions'}:`);
  for (const recognition of page.items) context.print(recognitionLine(recognition));
  const last = (page.page - 1) * page.pageSize + page.items.length;
  if (last < page.total) {
    context.print(`(${last - page.items.length + 1} to ${last}; --page ${page.page + 1} for the next)`);
  }
}

type Act = (actor: WorkflowActor) => Promise<string>;

/** What a step needs: the recognition's context, and how the files the command names are uploaded. */
type StepContext = RecognitionContext & CommandUploads;

/** Reads and checks the step's words first, then answers how to take it: a mistake in the command touches nothing. */
async function stepOf(action: string, values: Values, context: StepContext, subject: string): Promise<Act> {
  const decision = SUSPENSION_DECISIONS[action];
  if (decision) {
    const sid = guidOr(subject, SUSPENSION_NOT_FOUND_MESSAGE);
    const body = bodyListingFiles(suspensionDecisionSchema, { reason: required(values, 'reason') });
    const files = await commandFiles(values.file);
    return (actor) =>
      withOfficerUploads(context, actor.userId, files, async (ids) => {
        const moved = await decideSuspension(context, actor, sid, decision, body(ids));
        return `${moved.message} The suspension is ${moved.statusLabel}.`;
      });
  }
  const detailsDecision = DETAILS_DECISIONS[action];
  if (detailsDecision) {
    const pid = guidOr(subject, PENDING_DETAILS_MESSAGES.notFound);
    const body = validated(pendingDetailsDecisionSchema, { reason: values.reason });
    return async (actor) => {
      const moved = await decidePendingDetails(context, actor, pid, detailsDecision, body);
      return `${moved.message} The details are ${moved.statusLabel}.`;
    };
  }
  if (action === 'propose-suspension') {
    const body = bodyListingFiles(proposeSuspensionSchema, { grounds: required(values, 'grounds') });
    const files = await commandFiles(values.file);
    const id = await recognitionIdOf(context, subject);
    return (actor) =>
      withOfficerUploads(context, actor.userId, files, async (ids) => {
        const proposed = await proposeSuspension(context, actor, id, body(ids));
        return `${proposed.message} Suspension ${proposed.id}.`;
      });
  }
  if (action === 'withdraw') {
    const body = validated(officerWithdrawalSchema, { reason: required(values, 'reason') });
    const id = await recognitionIdOf(context, subject);
    return async (actor) => (await withdrawRecognition(context, actor, id, body.reason)).message;
  }
  if (action === 'request-details') {
    const body = bodyListingFiles(requestPendingDetailsSchema, {
      description: required(values, 'description'),
      dueDate: values.due ?? null,
    });
    const files = await commandFiles(values.file);
    const id = await recognitionIdOf(context, subject);
    return (actor) =>
      withOfficerUploads(context, actor.userId, files, async (ids) => {
        const requested = await requestPendingDetails(context, actor, id, body(ids));
        return `${requested.message} Details ${requested.id}.`;
      });
  }
  throw new UsageError(`Unknown recognitions command: ${action}`);
}

/** The word as an id, or the refusal of the thing it does not name (an id is 8-4-4-4-12 hexadecimal). */
function guidOr(word: string, notFoundMessage: string): string {
  if (!guidSchema.safeParse(word).success) throw notFound(notFoundMessage);
  return word.toLowerCase();
}

/** A recognition named by its id or its number ("LRP-REC-2024-0042", in any letter case). */
async function recognitionIdOf(context: Pick<OfficerCommandContext, 'db'>, word: string): Promise<string> {
  if (guidSchema.safeParse(word).success) return word.toLowerCase();
  const id = await recognitionIdNumbered(context.db, word);
  if (id === null) throw notFound(RECOGNITION_NOT_FOUND_MESSAGE);
  return id;
}
