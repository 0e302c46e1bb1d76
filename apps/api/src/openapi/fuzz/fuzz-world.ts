import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  applicationComments,
  applicationCorrespondence,
  applicationFindings,
  applicationInvoices,
  applications,
  approvalDocuments,
  approvalDocumentVersions,
  attachments,
  companies,
  companyRecognitions,
  companyTermsAndConditions,
  inAppNotifications,
  proficiencyTestAnalytes,
  proficiencyTestDocuments,
  proficiencyTestParticipations,
  proficiencyTestSchemes,
  programmeApplicationTemplates,
  recognitionPendingDetails,
  recognitionSuspensions,
  siteVerifications,
  termsDocuments,
  userGuides,
  users,
} from '../../db/schema/index.js';

/**
 * What the fuzzer knows of the seeded data: every company's private values (record ids, reference and
 * recognition numbers, names, UENs, e-mail addresses) by the company they belong to, and the ids of
 * shared records (rounds, templates, guides). Path ids are drawn from both, so a company's user asks
 * for other companies' records as often as for its own.
 */
export interface FuzzWorld {
  /** A private value -> the company it belongs to. The regulator's records are no company's secret. */
  owners: ReadonlyMap<string, string>;
  /** Every id a path may name: companies' records and shared ones. */
  ids: readonly string[];
}

/** Values shorter than this are too common to call a leak when they turn up in another answer. */
const MIN_PRIVATE_LENGTH = 8;

export async function collectWorld(db: Database): Promise<FuzzWorld> {
  const owners = new Map<string, string>();
  const own = (companyId: string, ...values: Array<string | null>) => {
    for (const value of values) {
      if (value !== null && value.length >= MIN_PRIVATE_LENGTH) owners.set(value, companyId);
    }
  };
  const regulators = new Set(
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.isRegulator, true))).map(
      (row) => row.id,
    ),
  );
  for (const row of await db.select().from(companies)) {
    if (!regulators.has(row.id)) own(row.id, row.id, row.uen, row.name);
  }
  // Not people's names: the demo data gives a laboratory's user the name of another company's staff.
  for (const row of await db.select().from(users)) {
    if (!regulators.has(row.companyId)) own(row.companyId, row.id, row.email);
  }
  for (const row of await db.select().from(applications)) own(row.companyId, row.id, row.referenceNumber);
  for (const row of await db.select().from(attachments)) {
    if (!regulators.has(row.companyId)) own(row.companyId, row.id);
  }
  for (const row of await db.select().from(inAppNotifications)) own(row.companyId, row.id);
  for (const row of await db.select().from(companyRecognitions))
    own(row.companyId, row.id, row.recognitionNumber);
  for (const row of await db.select().from(companyTermsAndConditions)) own(row.companyId, row.id);
  for (const row of await db.select().from(proficiencyTestParticipations)) own(row.companyId, row.id);
  await ownByParent(db, owners, own);
  // A form's hint may show a value as an example (the demo UEN 201912345A): it is then no secret.
  const templates = JSON.stringify(
    await db
      .select({ definition: programmeApplicationTemplates.definition })
      .from(programmeApplicationTemplates),
  );
  for (const value of [...owners.keys()]) {
    if (templates.includes(value)) owners.delete(value);
  }

  const shared = [
    ...(await db.select({ id: proficiencyTestSchemes.id }).from(proficiencyTestSchemes)),
    ...(await db.select({ id: proficiencyTestAnalytes.id }).from(proficiencyTestAnalytes)),
    ...(await db.select({ id: proficiencyTestDocuments.id }).from(proficiencyTestDocuments)),
    ...(await db.select({ id: programmeApplicationTemplates.id }).from(programmeApplicationTemplates)),
    ...(await db.select({ id: termsDocuments.id }).from(termsDocuments)),
    ...(await db.select({ id: userGuides.id }).from(userGuides)),
  ].map((row) => row.id);
  const ids = [...[...owners.keys()].filter(isUuid), ...shared];
  // In the order the seed wrote them, so that a seed picks the same records in every fresh database.
  return { owners, ids: [...new Set(ids)] };
}

/** Records that belong to a company through their application or recognition. */
async function ownByParent(
  db: Database,
  owners: ReadonlyMap<string, string>,
  own: (companyId: string, ...values: Array<string | null>) => void,
) {
  const byApplication = [
    ...(await db
      .select({ id: applicationCorrespondence.id, parent: applicationCorrespondence.applicationId })
      .from(applicationCorrespondence)),
    ...(await db
      .select({ id: siteVerifications.id, parent: siteVerifications.applicationId })
      .from(siteVerifications)),
    ...(await db
      .select({ id: applicationFindings.id, parent: applicationFindings.applicationId })
      .from(applicationFindings)),
    ...(await db
      .select({ id: approvalDocuments.id, parent: approvalDocuments.applicationId })
      .from(approvalDocuments)),
    ...(await db
      .select({ id: applicationInvoices.id, parent: applicationInvoices.applicationId })
      .from(applicationInvoices)),
    ...(await db
      .select({ id: applicationComments.id, parent: applicationComments.applicationId })
      .from(applicationComments)),
  ];
  for (const { id, parent } of byApplication) ownLike(owners, own, id, parent);
  const versions = await db
    .select({ id: approvalDocumentVersions.id, parent: approvalDocumentVersions.documentId })
    .from(approvalDocumentVersions);
  for (const { id, parent } of versions) ownLike(owners, own, id, parent);
  const byRecognition = [
    ...(await db
      .select({ id: recognitionSuspensions.id, parent: recognitionSuspensions.recognitionId })
      .from(recognitionSuspensions)),
    ...(await db
      .select({ id: recognitionPendingDetails.id, parent: recognitionPendingDetails.recognitionId })
      .from(recognitionPendingDetails)),
  ];
  for (const { id, parent } of byRecognition) ownLike(owners, own, id, parent);
}

function ownLike(
  owners: ReadonlyMap<string, string>,
  own: (companyId: string, ...values: Array<string | null>) => void,
  id: string,
  parent: string,
) {
  const companyId = owners.get(parent);
  if (companyId) own(companyId, id);
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/**
 * The other companies' private values a company's answer carries: each string in it (the wire's HTML
 * escaping undone) that is, or contains, a value of a company other than `companyId`; with the string.
 */
export function leakedValues(
  world: FuzzWorld,
  companyId: string,
  texts: Iterable<string>,
): Array<{ value: string; text: string }> {
  const leaked = new Map<string, string>();
  for (const text of texts) {
    for (const [value, owner] of world.owners) {
      if (owner !== companyId && text.includes(value) && !leaked.has(value)) leaked.set(value, text);
    }
  }
  return [...leaked].map(([value, text]) => ({ value, text }));
}
