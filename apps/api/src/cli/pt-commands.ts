import { parseArgs } from 'node:util';
import {
  addPtDocumentsSchema,
  createPtRoundSchema,
  guidSchema,
  PT_STATUS_STEP_NAMES,
  type PtStatusStep,
  ptAssignmentSchema,
  recordPtDispatchSchema,
} from '@fsmis/domain';
import { DEMO_OFFICER } from '../db/seed/demo-accounts.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { singaporeToday } from '../modules/application-workflow/due-dates.js';
import type { NamedOfficerActor } from '../modules/audit/audit.service.js';
import { commandLineActor } from '../modules/officer/officer.service.js';
import { findRoundIdByCode } from '../modules/pt-rounds/pt-officer.repository.js';
import {
  addPtDocuments,
  createPtRound,
  recordPtDispatch,
  takePtStatusStep,
} from '../modules/pt-rounds/pt-officer-round.service.js';
import {
  assignPtAnalyte,
  computePtStatistics,
  PT_ANALYTE_NOT_FOUND_MESSAGE,
  reviewPtStatistics,
} from '../modules/pt-rounds/pt-officer-scoring.service.js';
import type { PtOfficerContext } from '../modules/pt-rounds/pt-officer-step.js';
import {
  officerPtRounds,
  officerPtRoundView,
  PT_ROUND_NOT_FOUND_MESSAGE,
} from '../modules/pt-rounds/pt-officer-view.js';
import {
  bodyListingFiles,
  type CommandUploads,
  commandFiles,
  isCommandOf,
  readBytes,
  readingWords,
  requiredOption,
  validated,
  withOfficerUploads,
} from './command-values.js';
import type { OfficerCommandContext } from './officer-commands.js';
import { ptRoundLine, ptRoundViewLines } from './pt-lines.js';
import { UsageError } from './run-cli.js';

export const PT_USAGE = `  pt list                                                           every Proficiency Testing round, newest first
  pt show <id|code>                                                 one round: analytes, statistics, participants, steps
  pt create --file round.json                                       a new round in Draft (name, matrix, dates, fee, analytes)
  pt open-registration|close-registration|open-results|close-results|publish <id|code>
  pt add-document <id|code> --kind general|participant-package|report --file x.pdf...
  pt dispatch <id|code> --lab A01 --courier "DHL" --tracking 123 [--on 2026-12-01]
  pt assign <id|code> --analyte <name|id> --source consensus|reference [--value x --uncertainty u] --sigma robust|fixed|percent [--sigma-value v]
  pt compute <id|code>                                              the statistics and every participant's score
  pt review <id|code>                                               mark the statistics reviewed, ready to publish`;

const OPTIONS = {
  officer: { type: 'string' },
  file: { type: 'string', multiple: true },
  kind: { type: 'string' },
  lab: { type: 'string' },
  courier: { type: 'string' },
  tracking: { type: 'string' },
  on: { type: 'string' },
  analyte: { type: 'string' },
  source: { type: 'string' },
  value: { type: 'string' },
  uncertainty: { type: 'string' },
  sigma: { type: 'string' },
  'sigma-value': { type: 'string' },
} as const;

const parse = (args: string[]) =>
  readingWords(() => parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true }));
type Values = ReturnType<typeof parse>['values'];

/** Whether the words are a `pt …` command. */
export const isPtCommand = (args: string[]) => isCommandOf('pt', OPTIONS, args);

const required = (values: Values, name: Exclude<keyof Values, 'file'> & string): string =>
  requiredOption(values, name);

/** A number given on the command line, or null when it is not given. */
function numberOf(values: Values, name: 'value' | 'uncertainty' | 'sigma-value'): number | null {
  const text = values[name];
  if (text === undefined) return null;
  const number = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(number)) {
    throw new UsageError(`--${name} must be a number, not ${text}.`);
  }
  return number;
}

const isStatusStep = (action: string): action is PtStatusStep =>
  (PT_STATUS_STEP_NAMES as readonly string[]).includes(action);

/** `npm run officer -- pt …`: the same service calls as /api/officer/proficiency-tests. */
export async function runPtCommand(context: OfficerCommandContext): Promise<void> {
  const { positionals, values } = parse(context.args);
  const [, action, subject, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected words: ${rest.join(' ')}`);
  if (!action) throw new UsageError('Name a pt command.');
  const { workflow } = context;
  if (!workflow) throw new Error('The command line was started without its settings.');
  const ptContext: StepContext = {
    db: context.db,
    storage: context.storage,
    maxPdfBytes: context.maxPdfBytes,
    scanner: context.scanner,
    ...workflow,
  };
  if (action === 'list' || action === 'create') {
    if (subject !== undefined) throw new UsageError(`Unexpected word after ${action}: ${subject}`);
    if (action === 'list') return listCommand(context);
    const body = validated(createPtRoundSchema, await roundDocument(onlyFile(values)));
    const actor = await actorOf(context, values);
    const created = await createPtRound(ptContext, actor, body);
    return context.print(`${created.message} Id ${created.id}. (as ${actor.name})`);
  }
  if (!subject) throw new UsageError(`Name the round: pt ${action} <id|code>.`);
  if (action === 'show') {
    const view = await officerPtRoundView(context.db, await roundIdOf(context, subject));
    for (const line of ptRoundViewLines(view)) context.print(line);
    return;
  }
  const step = await stepOf(action, values, ptContext);
  const roundId = await roundIdOf(context, subject);
  const actor = await actorOf(context, values);
  context.print(`${await step(actor, roundId)} (as ${actor.name})`);
}

async function listCommand(context: OfficerCommandContext) {
  const rounds = await officerPtRounds(context.db);
  if (rounds.length === 0) return context.print('No Proficiency Testing rounds yet.');
  context.print(`${rounds.length} ${rounds.length === 1 ? 'round' : 'rounds'}:`);
  for (const round of rounds) context.print(ptRoundLine(round));
}

type Step = (actor: NamedOfficerActor, roundId: string) => Promise<string>;

/** What a step needs: the round's context, and how the files the command names are uploaded. */
type StepContext = PtOfficerContext & CommandUploads;

/** Reads and checks the step's words first, then answers how to take it: a mistake in the command touches nothing. */
async function stepOf(action: string, values: Values, context: StepContext): Promise<Step> {
  if (isStatusStep(action)) {
    return async (actor, roundId) => (await takePtStatusStep(context, actor, roundId, action)).message;
  }
  if (action === 'compute') return (actor, roundId) => computePtStatistics(context, actor, roundId);
  if (action === 'review') return (actor, roundId) => reviewPtStatistics(context, actor, roundId);
  if (action === 'add-document') {
    const body = bodyListingFiles(addPtDocumentsSchema, { kind: required(values, 'kind') });
    const files = await commandFiles(values.file);
    return (actor, roundId) =>
      withOfficerUploads(context, actor.officerUserId, files, (ids) =>
        addPtDocuments(context, actor, roundId, body(ids)),
      );
  }
  if (action === 'dispatch') {
    const body = validated(recordPtDispatchSchema, {
      labCode: required(values, 'lab').toUpperCase(),
      courier: required(values, 'courier'),
      trackingNumber: required(values, 'tracking'),
      dispatchedOn: values.on ?? singaporeToday(),
    });
    return (actor, roundId) => recordPtDispatch(context, actor, roundId, body);
  }
  if (action === 'assign') {
    const analyte = required(values, 'analyte');
    const body = validated(ptAssignmentSchema, {
      source: required(values, 'source'),
      referenceValue: numberOf(values, 'value'),
      referenceUncertainty: numberOf(values, 'uncertainty'),
      sigmaRule: required(values, 'sigma'),
      sigmaValue: numberOf(values, 'sigma-value'),
    });
    return async (actor, roundId) => {
      const analyteId = await analyteIdOf(context, roundId, analyte);
      return assignPtAnalyte(context, actor, { roundId, analyteId }, body);
    };
  }
  throw new UsageError(`Unknown pt command: ${action}`);
}

const actorOf = (context: OfficerCommandContext, values: Values) =>
  commandLineActor(context.db, { email: values.officer ?? DEMO_OFFICER.email, osUser: context.osUser });

/** A round named by its id or its code ("PT-2026-03", in any letter case). */
async function roundIdOf(context: Pick<OfficerCommandContext, 'db'>, word: string): Promise<string> {
  if (guidSchema.safeParse(word).success) return word.toLowerCase();
  const id = await findRoundIdByCode(context.db, word.trim().toUpperCase());
  if (!id) throw notFound(PT_ROUND_NOT_FOUND_MESSAGE);
  return id;
}

/** An analyte of the round named by its id or its name (in any letter case). */
async function analyteIdOf(context: PtOfficerContext, roundId: string, word: string): Promise<string> {
  const round = await officerPtRoundView(context.db, roundId);
  const wanted = word.trim().toLowerCase();
  const found = round.analytes.find(
    (analyte) => analyte.id === wanted || analyte.name.trim().toLowerCase() === wanted,
  );
  if (!found) throw notFound(PT_ANALYTE_NOT_FOUND_MESSAGE);
  return found.id;
}

function onlyFile(values: Values): string {
  const [file, ...more] = values.file ?? [];
  if (!file) throw new UsageError('--file is required.');
  if (more.length > 0) throw new UsageError('Give one --file: the round’s JSON document.');
  return file;
}

/** The round's JSON document; a 400 on `file` when it is not JSON. */
async function roundDocument(file: string): Promise<unknown> {
  const text = (await readBytes(file)).toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest({ file: [`${file} is not JSON: ${(error as Error).message}`] });
  }
}
