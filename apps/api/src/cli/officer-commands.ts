import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type FormTemplate, formatMoment, programmeLabel } from '@fsmis/domain';
import type { Database } from '../db/database.js';
import { DEMO_OFFICER } from '../db/seed/demo-accounts.js';
import { badRequest } from '../lib/http-error.js';
import {
  latestTemplates,
  publishTemplate,
} from '../modules/application-templates/application-templates.service.js';
import { parseTemplateDocument } from '../modules/application-templates/built-in-templates.js';
import type { FileStorage } from '../modules/attachments/file-storage.js';
import type { Scanner } from '../modules/attachments/scanners/scanner.js';
import { auditLogQuerySchema } from '../modules/audit/audit.schemas.js';
import { listAuditLog } from '../modules/audit/audit.service.js';
import type { Outbox } from '../modules/mail/outbox.service.js';
import { commandLineActor, commandLineActorIfAny } from '../modules/officer/officer.service.js';
import { getMaintenanceStatus, switchMaintenanceAs } from '../modules/settings/settings.service.js';
import { publishTermsSchema, rejectTermsSchema, sendTermsSchema } from '../modules/terms/terms.schemas.js';
import { listTermsDocuments, publishTermsDocument } from '../modules/terms/terms-documents.service.js';
import { listTermsRequests, rejectTermsRequest, sendTerms } from '../modules/terms/terms-officer.service.js';
import { APPLICATIONS_USAGE, isApplicationsCommand, runApplicationCommand } from './application-commands.js';
import { commandFile, programmeNamed, validated, withOfficerUpload } from './command-values.js';
import { isPtCommand, PT_USAGE, runPtCommand } from './pt-commands.js';
import {
  isRecognitionsCommand,
  RECOGNITIONS_USAGE,
  type RecognitionSettings,
  runRecognitionCommand,
} from './recognition-commands.js';
import { UsageError } from './run-cli.js';

export { programmeNamed };

export const OFFICER_USAGE = `Usage: npm run officer -- <command> [--officer <email>]

Commands:
  terms requests                                                    list the open requests for terms and conditions
  terms send --company <UEN> --programme LRP|IBR|AOR                send the current terms (the request, or unasked)
  terms reject --company <UEN> --programme LRP --reason "text"      reject an open request; the company may ask again
  terms publish --programme LRP --file path/to.pdf --title "text"   publish a new version; holders must acknowledge again
  terms documents [--programme LRP]                                 list the published versions
  templates list [--programme LRP]                                  the newest version of each application form
  templates publish --file path/to/template.json                    publish the next version of a form's template
  audit [--limit 20] [--entity <entity>] [--action <action>]        the audit log, newest first
${APPLICATIONS_USAGE}
${RECOGNITIONS_USAGE}
${PT_USAGE}
  maintenance on [--message "text"] [--until 2026-12-01T02:00:00Z]  send every visitor to Scheduled Maintenance
  maintenance off                                                   end the current maintenance
  maintenance status                                                show whether maintenance is on

Options:
  --officer <email>  the officer who acts; every action is in the audit log under their name
                     (default ${DEMO_OFFICER.email}, the demo officer)`;

export const DEFAULT_MAINTENANCE_MESSAGE = 'The portal is being upgraded and will be back shortly.';
const DEFAULT_AUDIT_LIMIT = 20;

export interface OfficerCommandContext {
  db: Database;
  storage: FileStorage;
  args: string[];
  /** The operating-system user who runs the command, recorded as `cli:<os user>`. */
  osUser: string;
  maxPdfBytes: number;
  /** Reads an officer's refused file, so that an infected one is refused as infected. */
  scanner: Scanner;
  print(line: string): void;
  /** How companies are told of the officer's steps (the `applications`, `recognitions` and `pt` commands). */
  workflow?: { outbox: Outbox; publicUrl: string };
  /** The renewal and appeal periods (the `recognitions` commands). */
  recognitions?: RecognitionSettings;
}

const OPTIONS = {
  officer: { type: 'string' },
  company: { type: 'string' },
  programme: { type: 'string' },
  reason: { type: 'string' },
  file: { type: 'string' },
  title: { type: 'string' },
  limit: { type: 'string' },
  entity: { type: 'string' },
  action: { type: 'string' },
  message: { type: 'string' },
  until: { type: 'string' },
} as const;

type Options = Partial<Record<keyof typeof OPTIONS, string>>;

/**
 * `npm run officer -- …`: parses the words and runs the same service functions as the officer API.
 * A refusal is thrown as the service's HttpError (one clear line, exit code 1); a mistake in the
 * command as a UsageError.
 */
export async function runOfficerCommand(context: OfficerCommandContext): Promise<void> {
  if (isApplicationsCommand(context.args)) return runApplicationCommand(context);
  if (isRecognitionsCommand(context.args)) return runRecognitionCommand(context);
  if (isPtCommand(context.args)) return runPtCommand(context);
  const { positionals, options } = parse(context.args);
  const [area, action, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected words: ${rest.join(' ')}`);
  if (area === 'terms') return termsCommand(context, action, options);
  if (area === 'templates') return templatesCommand(context, action, options);
  if (area === 'audit') {
    if (action !== undefined) throw new UsageError(`Unexpected word after audit: ${action}`);
    return auditCommand(context, options);
  }
  if (area === 'maintenance') return maintenanceCommand(context, action, options);
  throw new UsageError(area ? `Unknown command: ${area}` : 'Name a command.');
}

function parse(args: string[]): { positionals: string[]; options: Options } {
  try {
    const { positionals, values } = parseArgs({
      args,
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    return { positionals, options: values };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const officerEmail = (options: Options) => options.officer ?? DEMO_OFFICER.email;

async function termsCommand(context: OfficerCommandContext, action: string | undefined, options: Options) {
  const { db, print } = context;
  if (action === 'requests') {
    const requests = await listTermsRequests(db);
    if (requests.length === 0) return print('No open requests for terms and conditions.');
    print(
      `${requests.length} open ${requests.length === 1 ? 'request' : 'requests'} for terms and conditions:`,
    );
    for (const item of requests) {
      print(
        [
          item.applicationType.label,
          item.company.uen ?? '-',
          item.company.name,
          `requested ${formatMoment(item.requestedAt)}`,
          `contact ${item.contactName ?? '-'} <${item.contactEmail ?? '-'}>`,
          `purpose: ${item.purpose ?? '-'}`,
        ].join('  '),
      );
    }
    return;
  }
  if (action === 'documents') {
    const programme = options.programme === undefined ? undefined : programmeNamed(options.programme);
    const documents = await listTermsDocuments(db, programme);
    if (documents.length === 0) return print('No terms and conditions have been published.');
    for (const document of documents) {
      print(
        `${document.applicationType.label} v${document.version}  "${document.title}"  ${document.fileName}  ${document.fileSize} bytes  published ${formatMoment(document.publishedAt)} by ${document.publishedBy.name}`,
      );
    }
    return;
  }
  if (action === 'send') {
    const command = validated(sendTermsSchema, {
      companyUen: required(options, 'company'),
      applicationType: programmeNamed(required(options, 'programme')),
    });
    const actor = await commandLineActor(db, { email: officerEmail(options), osUser: context.osUser });
    const item = await sendTerms(db, actor, command);
    return print(
      `Sent the ${item.applicationType.label} terms and conditions v${item.version} to ${item.company.name} (${item.company.uen}) as ${actor.name}.`,
    );
  }
  if (action === 'reject') {
    const command = validated(rejectTermsSchema, {
      companyUen: required(options, 'company'),
      applicationType: programmeNamed(required(options, 'programme')),
      reason: required(options, 'reason'),
    });
    const actor = await commandLineActor(db, { email: officerEmail(options), osUser: context.osUser });
    const item = await rejectTermsRequest(db, actor, command);
    return print(
      `Rejected the ${item.applicationType.label} terms and conditions request of ${item.company.name} (${item.company.uen}) as ${actor.name}.`,
    );
  }
  if (action === 'publish') {
    const { applicationType, title } = validated(
      publishTermsSchema.pick({ applicationType: true, title: true }),
      { applicationType: programmeNamed(required(options, 'programme')), title: required(options, 'title') },
    );
    const pdf = await commandFile(required(options, 'file'));
    const actor = await commandLineActor(db, { email: officerEmail(options), osUser: context.osUser });
    const { document, companiesToAcknowledgeAgain: count } = await withOfficerUpload(
      context,
      actor.officerUserId,
      pdf,
      (file) => publishTermsDocument(db, context.storage, actor, { programme: applicationType, title, file }),
      ['pdf'],
    );
    return print(
      `Published ${document.fileName} ("${document.title}") as ${actor.name}; ${count} ${count === 1 ? 'company' : 'companies'} must acknowledge it again.`,
    );
  }
  throw new UsageError(`Unknown terms command: ${action ?? '(none)'}`);
}

async function templatesCommand(
  context: OfficerCommandContext,
  action: string | undefined,
  options: Options,
) {
  const { db, print } = context;
  if (action === 'list') {
    const programme = options.programme === undefined ? undefined : programmeNamed(options.programme);
    const templates = await latestTemplates(db, programme);
    if (templates.length === 0) return print('No application templates have been published.');
    for (const { definition, version, publishedAt } of templates) {
      print(
        `${programmeLabel(definition.programme)} ${definition.form}  v${version}  "${definition.title}"  ${definition.sections.length} sections  published ${formatMoment(publishedAt)}`,
      );
    }
    return;
  }
  if (action === 'publish') {
    const file = required(options, 'file');
    const template = await readTemplate(file);
    const actor = await commandLineActor(db, { email: officerEmail(options), osUser: context.osUser });
    const published = await publishTemplate(db, actor, template);
    return print(
      `Published version ${published.version} of the ${programmeLabel(template.programme)} ${template.form} template ("${template.title}") as ${actor.name}. New applications use it; drafts keep their version.`,
    );
  }
  throw new UsageError(`Unknown templates command: ${action ?? '(none)'}`);
}

async function auditCommand(context: OfficerCommandContext, options: Options) {
  const query = validated(auditLogQuerySchema, {
    Entity: options.entity,
    Action: options.action,
    Page: 1,
    PageSize: options.limit ?? DEFAULT_AUDIT_LIMIT,
  });
  const page = await listAuditLog(context.db, query);
  if (page.items.length === 0) return context.print('The audit log has no entries.');
  for (const entry of page.items) {
    const change =
      typeof entry.after?.statusLabel === 'string'
        ? `  ${entry.before?.statusLabel ?? '(new)'} -> ${entry.after.statusLabel}`
        : '';
    context.print(
      `${formatMoment(entry.at)}  ${entry.officer?.email ?? '-'}  ${entry.actor}  ${entry.action}  ${entry.entityType}${entry.entityId ? ` ${entry.entityId}` : ''}${change}`,
    );
  }
  if (page.total > page.items.length) {
    context.print(`(${page.items.length} of ${page.total} entries; use --limit for more)`);
  }
}

async function maintenanceCommand(
  context: OfficerCommandContext,
  action: string | undefined,
  options: Options,
) {
  const { db, print } = context;
  if (action === 'status') {
    return print(JSON.stringify(await getMaintenanceStatus(db), null, 2));
  }
  if (action !== 'on' && action !== 'off') {
    throw new UsageError(`Unknown maintenance action: ${action ?? '(none)'}`);
  }
  const actor = await commandLineActorIfAny(db, {
    email: officerEmail(options),
    osUser: context.osUser,
    named: options.officer !== undefined,
  });
  if (action === 'off') {
    await switchMaintenanceAs(db, actor, { on: false });
    return print('Maintenance is off.');
  }
  const until = options.until === undefined ? null : new Date(options.until);
  if (until && Number.isNaN(until.getTime())) {
    throw new UsageError(`--until is not a date and time: ${options.until}`);
  }
  const status = await switchMaintenanceAs(db, actor, {
    on: true,
    message: options.message ?? DEFAULT_MAINTENANCE_MESSAGE,
    until,
  });
  print(`Maintenance is on${status.endsAt ? ` until ${status.endsAt}` : ''}.`);
}

function required(options: Options, name: keyof Options): string {
  const value = options[name];
  if (value === undefined) throw new UsageError(`--${name} is required.`);
  return value;
}

/** A template document, read and checked as the built-in ones are; a problem names the file. */
async function readTemplate(file: string): Promise<FormTemplate> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : String(error);
    throw badRequest({ file: [`Could not read ${file}: ${reason}`] });
  }
  try {
    return parseTemplateDocument(text, file);
  } catch (error) {
    throw badRequest({ file: [(error as Error).message] });
  }
}
