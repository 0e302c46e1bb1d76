import {
  APPLICATION_CATEGORIES,
  APPLICATION_STATUSES,
  ATTACHMENT_PURPOSE_NAMES,
  ATTACHMENT_SCAN_STATUSES,
  BANNER_SEVERITIES,
  COMPANY_RECOGNITION_STATUSES,
  CORRECTIVE_ACTION_STATUSES,
  CORRESPONDENCE_STATUSES,
  FINDING_SEVERITIES,
  OUTCOME_KINDS,
  OUTGOING_EMAIL_STATUSES,
  OUTGOING_EMAIL_SUBJECTS,
  PENDING_DETAILS_STATUSES,
  PROGRAMMES,
  PT_ASSIGNED_VALUE_SOURCES,
  PT_DOCUMENT_KINDS,
  PT_REGION_TYPES,
  PT_RESULT_OUTCOMES,
  PT_SAMPLE_CONDITIONS,
  PT_SCORE_KINDS,
  PT_SIGMA_RULES,
  PT_STATUSES,
  RECOGNITION_EVENT_SUBJECTS,
  REMINDER_KINDS,
  REVIEW_RESPONSE_STATUSES,
  SESSION_END_REASONS,
  SITE_VERIFICATION_OUTCOMES,
  STORED_ATTACHMENT_PURPOSES,
  SUSPENSION_STATUSES,
  USER_GUIDE_AUDIENCES,
  USER_ROLES,
  WORKFLOW_PARTIES,
  Z_SCORE_CLASSES,
} from '@fsmis/domain';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { Database } from './database.js';
import {
  applicationComments,
  applicationCorrespondence,
  applicationEvents,
  applicationFindings,
  applicationReminders,
  applications,
  approvalDocumentVersions,
  attachments,
  attachmentUploads,
  banners,
  companies,
  companyRecognitions,
  companyTermsAndConditions,
  correctiveActions,
  outgoingEmails,
  proficiencyTestAnalytes,
  proficiencyTestDocuments,
  proficiencyTestParticipations,
  proficiencyTestResults,
  proficiencyTestSchemes,
  programmeApplicationTemplates,
  recognitionEvents,
  recognitionPendingDetails,
  recognitionSuspensions,
  sessions,
  siteVerifications,
  termsDocuments,
  userGuides,
  users,
} from './schema/index.js';

type Code = string | number;

/**
 * A code column and the domain's codes it may hold; `when` names another column's value that the codes
 * depend on (a recognition history line's statuses are those of its subject).
 */
interface CodeColumn {
  readonly column: AnyPgColumn;
  readonly codes: readonly Code[];
  readonly when?: { readonly column: AnyPgColumn; readonly value: string };
}

const code = (column: AnyPgColumn, codes: readonly Code[]): CodeColumn => ({ column, codes });
const bySubject = (column: AnyPgColumn, value: string, codes: readonly Code[]): CodeColumn => ({
  column,
  codes,
  when: { column: recognitionEvents.subject, value },
});

/** Every code column of the schema, with the domain's list of its codes. */
const CODE_COLUMNS: readonly CodeColumn[] = [
  code(outgoingEmails.status, OUTGOING_EMAIL_STATUSES),
  code(outgoingEmails.about, OUTGOING_EMAIL_SUBJECTS),
  code(applications.programme, PROGRAMMES),
  code(applications.category, APPLICATION_CATEGORIES),
  code(applications.status, APPLICATION_STATUSES),
  code(applications.outcomeKind, OUTCOME_KINDS),
  code(applicationEvents.fromStatus, APPLICATION_STATUSES),
  code(applicationEvents.toStatus, APPLICATION_STATUSES),
  code(programmeApplicationTemplates.programme, PROGRAMMES),
  code(programmeApplicationTemplates.category, APPLICATION_CATEGORIES),
  code(applicationCorrespondence.status, CORRESPONDENCE_STATUSES),
  code(siteVerifications.outcome, SITE_VERIFICATION_OUTCOMES),
  code(applicationFindings.severity, FINDING_SEVERITIES),
  code(correctiveActions.status, CORRECTIVE_ACTION_STATUSES),
  code(approvalDocumentVersions.status, CORRESPONDENCE_STATUSES),
  code(approvalDocumentVersions.responseStatus, REVIEW_RESPONSE_STATUSES),
  code(applicationComments.authorParty, WORKFLOW_PARTIES),
  code(applicationReminders.kind, REMINDER_KINDS),
  code(attachments.purpose, STORED_ATTACHMENT_PURPOSES),
  code(attachments.status, ATTACHMENT_SCAN_STATUSES),
  code(attachmentUploads.purpose, ATTACHMENT_PURPOSE_NAMES),
  code(companies.regionType, PT_REGION_TYPES),
  code(users.role, USER_ROLES),
  code(sessions.endedReason, SESSION_END_REASONS),
  code(banners.severity, BANNER_SEVERITIES),
  code(userGuides.audience, USER_GUIDE_AUDIENCES),
  code(termsDocuments.programme, PROGRAMMES),
  code(companyTermsAndConditions.programme, PROGRAMMES),
  code(companyTermsAndConditions.status, CORRESPONDENCE_STATUSES),
  code(proficiencyTestSchemes.status, PT_STATUSES),
  code(proficiencyTestAnalytes.assignedValueSource, PT_ASSIGNED_VALUE_SOURCES),
  code(proficiencyTestAnalytes.sigmaRule, PT_SIGMA_RULES),
  code(proficiencyTestAnalytes.scoreKind, PT_SCORE_KINDS),
  code(proficiencyTestParticipations.sampleCondition, PT_SAMPLE_CONDITIONS),
  code(proficiencyTestResults.outcome, PT_RESULT_OUTCOMES),
  code(proficiencyTestResults.scoreClass, Z_SCORE_CLASSES),
  code(proficiencyTestDocuments.kind, PT_DOCUMENT_KINDS),
  code(companyRecognitions.programme, PROGRAMMES),
  code(companyRecognitions.status, COMPANY_RECOGNITION_STATUSES),
  code(recognitionSuspensions.status, SUSPENSION_STATUSES),
  code(recognitionPendingDetails.status, PENDING_DETAILS_STATUSES),
  code(recognitionEvents.subject, RECOGNITION_EVENT_SUBJECTS),
  bySubject(recognitionEvents.fromStatus, 'recognition', COMPANY_RECOGNITION_STATUSES),
  bySubject(recognitionEvents.fromStatus, 'suspension', SUSPENSION_STATUSES),
  bySubject(recognitionEvents.fromStatus, 'pending-details', PENDING_DETAILS_STATUSES),
  bySubject(recognitionEvents.toStatus, 'recognition', COMPANY_RECOGNITION_STATUSES),
  bySubject(recognitionEvents.toStatus, 'suspension', SUSPENSION_STATUSES),
  bySubject(recognitionEvents.toStatus, 'pending-details', PENDING_DETAILS_STATUSES),
];

const tableOf = (column: AnyPgColumn) => getTableName(column.table);
const constraintOf = (column: AnyPgColumn) => `${tableOf(column)}_${column.name}_check`;
const describeColumn = ({ column, when }: CodeColumn) =>
  `${tableOf(column)}.${column.name}${when ? ` where ${when.column.name} is ${when.value}` : ''}`;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every text a text column might be given by mistake: each text code of the domain, as it is, in capitals
 * and padded, and a few that are none.
 */
const TEXT_CANDIDATES = [
  ...new Set([
    '',
    ' ',
    'unknown',
    'null',
    ...CODE_COLUMNS.flatMap(({ codes }) =>
      codes.flatMap((each) =>
        typeof each === 'string' ? [each, each.toUpperCase(), ` ${each}`, `${each} `] : [],
      ),
    ),
  ]),
];

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

interface CheckConstraint {
  readonly table: string;
  readonly name: string;
  readonly validated: boolean;
  readonly expression: string;
}

describe('the code columns', () => {
  let testApp: TestApp;
  let db: Database;
  let constraints: ReadonlyMap<string, CheckConstraint>;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    db = testApp.database.db;
    const rows = await rowsOf<CheckConstraint>(
      db,
      sql`select cls.relname as "table", con.conname as "name", con.convalidated as "validated",
                 pg_get_expr(con.conbin, con.conrelid) as "expression"
          from pg_constraint con
          join pg_class cls on cls.oid = con.conrelid
          join pg_namespace ns on ns.oid = cls.relnamespace
          where con.contype = 'c' and ns.nspname = 'public'`,
    );
    constraints = new Map(rows.map((row) => [row.name, row]));
  });

  afterAll(() => testApp?.close());

  /** The column's values among `candidates` that its CHECK lets through, as the database evaluates it. */
  async function allowedBy(entry: CodeColumn, candidates: 'smallint' | readonly (string | null)[]) {
    const { column, when } = entry;
    const table = tableOf(column);
    const constraint = constraints.get(constraintOf(column));
    if (!constraint) throw new Error(`No CHECK constraint on ${table}.${column.name}`);
    const columns = await rowsOf<{ name: string; type: string }>(
      db,
      sql`select attname as "name", format_type(atttypid, atttypmod) as "type" from pg_attribute
          where attrelid = ${table}::regclass and attnum > 0 and not attisdropped order by attnum`,
    );
    // A row of the table's own columns, all null but the one tried and the one its codes depend on: the
    // constraint's expression reads them by name.
    const probe = columns
      .map(({ name, type }) => {
        const value =
          name === column.name ? 'candidate' : name === when?.column.name ? quoted(when.value) : 'null';
        return `${value}::${type} as ${identifier(name)}`;
      })
      .join(', ');
    const source =
      candidates === 'smallint'
        ? 'generate_series(-32768, 32767) as candidate'
        : `(values ${candidates.map((each) => `(${each === null ? 'null::text' : quoted(each)})`).join(', ')}) as tried(candidate)`;
    const rows = await rowsOf<{ code: Code | null }>(
      db,
      sql.raw(
        `select probe.${identifier(column.name)} as "code"
         from (select ${probe} from ${source}) as probe
         where (${constraint.expression}) is not false`,
      ),
    );
    return rows.map((row) => row.code);
  }

  it('have a CHECK constraint each, validated, and the database has no other', () => {
    const expected = [...new Set(CODE_COLUMNS.map(({ column }) => constraintOf(column)))].sort();
    expect([...constraints.keys()].sort()).toEqual(expected);
    for (const constraint of constraints.values()) {
      expect(constraint.validated, constraint.name).toBe(true);
    }
  });

  it.each(CODE_COLUMNS.map((entry) => [describeColumn(entry), entry] as const))(
    '%s allows exactly the domain’s codes',
    async (_, entry) => {
      const numeric = entry.codes.every((each) => typeof each === 'number');
      const allowed = await allowedBy(entry, numeric ? 'smallint' : TEXT_CANDIDATES);
      const sort = (codes: readonly (Code | null)[]) =>
        [...codes].sort((a, b) => String(a).localeCompare(String(b)));
      expect(sort(allowed)).toEqual(sort(entry.codes));
    },
  );

  it.each(CODE_COLUMNS.map((entry) => [describeColumn(entry), entry] as const))(
    '%s allows null exactly where the schema does',
    async (_, entry) => {
      const { column } = entry;
      const [nullable] = await rowsOf<{ nullable: string }>(
        db,
        sql`select is_nullable as "nullable" from information_schema.columns
            where table_schema = 'public' and table_name = ${tableOf(column)} and column_name = ${column.name}`,
      );
      expect(nullable?.nullable).toBe(column.notNull ? 'NO' : 'YES');
      // NOT NULL is the column's own rule: the CHECK itself lets null through wherever the column does.
      expect(await allowedBy(entry, [null])).toEqual([null]);
    },
  );

  it('are enforced: a company of a region type the domain does not know is refused', async () => {
    const refused = await db
      .execute(sql`insert into companies (name, region_type) values ('Nowhere Laboratory', 3)`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(codeOf(refused)).toBe('23514');
  });
});

/** PostgreSQL's error code, however deep the driver wrapped it. */
function codeOf(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code } = current as { code?: unknown };
    if (code !== undefined) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
