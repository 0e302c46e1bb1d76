import fs from 'node:fs';
import { AttachmentScanStatus, PtRegionType } from '@fsmis/domain';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ensureBuiltInTemplates } from '../../modules/application-templates/application-templates.service.js';
import type { FileStorage } from '../../modules/attachments/file-storage.js';
import type { Database } from '../database.js';
import * as schema from '../schema/index.js';
import { attachments, banners, companies, paymentDetails, users } from '../schema/index.js';
import {
  DEMO_ACCOUNTS,
  DEMO_CONTACT_NUMBER,
  DEMO_OFFICERS,
  type DemoAccountKey,
  REGULATOR,
  type SeededAccounts,
} from './demo-accounts.js';
import { seedApplications } from './demo-applications.js';
import { daysAgo } from './demo-dates.js';
import { seedNotifications } from './demo-notifications.js';
import { seedProficiencyTests } from './demo-proficiency-tests.js';
import { seedRecognitionLife } from './demo-recognition-life.js';
import { seedTerms } from './demo-terms.js';
import { seedUserGuides } from './demo-user-guides.js';

const signaturePng = () => fs.readFileSync(new URL('./assets/signature.png', import.meta.url));

/** The regulator's way to be paid, as officers would keep it in the console's site settings. */
export const DEMO_PAYMENT_DETAILS = {
  payNowUen: 'T08GB0001A',
  bankName: 'DBS Bank Ltd',
  accountName: 'National Food Regulator',
  accountNumber: '003-901234-5',
  swiftCode: 'DBSSSGSG',
} as const;

/** Every table of the schema: a reset empties them all, whatever later issues add. */
const ALL_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

export interface SeedResult {
  seeded: boolean;
  reason: string;
}

/**
 * Seeds the demo world into an empty database; never over real data. `reset` wipes every table
 * first (for demos and tests only).
 */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  options: { reset?: boolean } = {},
): Promise<SeedResult> {
  if (options.reset) {
    await db.execute(sql.raw(`truncate table ${ALL_TABLES.map((table) => `"${table}"`).join(', ')} cascade`));
  } else {
    const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
    if ((existing?.count ?? 0) > 0) return { seeded: false, reason: 'the database already holds companies' };
  }

  await db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    const accounts = {} as SeededAccounts;
    for (const key of Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]) {
      accounts[key] = await insertAccount(transaction, storage, key);
    }

    const officerUserIds = await insertRegulatorWithOfficers(transaction);
    await seedTerms(transaction, storage, accounts, officerUserIds[0]);

    await tx.insert(banners).values({
      title: 'Renewal reminders',
      message:
        'Recognitions expiring in the next 90 days can now be renewed online. Submit your renewal at least 60 days before expiry.',
      severity: 'info',
      startsAt: daysAgo(30),
      endsAt: null,
    });
    // How companies pay invoices: PayNow to the regulator's UEN, or a transfer to its account.
    await tx.insert(paymentDetails).values(DEMO_PAYMENT_DETAILS);

    await ensureBuiltInTemplates(transaction);
    const applications = await seedApplications(transaction, storage, accounts, officerUserIds);
    await seedRecognitionLife(transaction, storage, {
      accounts,
      recognitions: applications.recognitions,
      officerUserId: officerUserIds[0],
      now: Date.now(),
    });
    const schemes = await seedProficiencyTests(transaction, storage, {
      accounts,
      officerUserId: officerUserIds[0],
    });
    await seedNotifications(transaction, accounts, applications, schemes);
    await seedUserGuides(transaction, storage);
  });
  return { seeded: true, reason: 'demo data seeded' };
}

async function insertAccount(db: Database, storage: FileStorage, key: DemoAccountKey) {
  const account = DEMO_ACCOUNTS[key];
  const overseas = key === 'overseas';
  const [company] = await db
    .insert(companies)
    .values({
      uen: account.companyUen,
      name: account.companyName,
      address: account.companyAddress,
      regionType: overseas ? PtRegionType.overseas : PtRegionType.local,
      hasAccessToProficiencyTesting: key === 'dual' || overseas,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error(`Could not seed the company of ${key}`);

  const completeProfile = key !== 'newcomer';
  const [user] = await db
    .insert(users)
    .values({
      companyId: company.id,
      singpassIdentifier: account.singpassIdentifier,
      name: account.name,
      email: account.email,
      ...(completeProfile && !overseas
        ? { contactCountryCode: '65', contactAreaCode: '', contactNumber: DEMO_CONTACT_NUMBER }
        : {}),
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`Could not seed the user of ${key}`);

  let signatureId: string | null = null;
  if (completeProfile && !overseas) {
    const bytes = signaturePng();
    const storageKey = `signatures/${company.id}/${user.id}.png`;
    await storage.put(storageKey, bytes, 'image/png');
    const [signature] = await db
      .insert(attachments)
      .values({
        companyId: company.id,
        entityId: user.id,
        displayFileName: 'signature.png',
        contentType: 'image/png',
        fileSize: bytes.length,
        status: AttachmentScanStatus.scanned,
        storageKey,
      })
      .returning({ id: attachments.id });
    signatureId = signature?.id ?? null;
    await db.update(users).set({ signatureAttachmentId: signatureId }).where(sql`${users.id} = ${user.id}`);
  }
  return { userId: user.id, companyId: company.id, signatureAttachmentId: signatureId };
}

/** The regulator's row and its officers (DEMO_OFFICERS); answers their user ids, DEMO_OFFICER's first. */
async function insertRegulatorWithOfficers(db: Database): Promise<[string, ...string[]]> {
  const [regulator] = await db
    .insert(companies)
    .values({
      uen: REGULATOR.uen,
      name: REGULATOR.name,
      address: REGULATOR.address,
      regionType: PtRegionType.local,
      isRegulator: true,
    })
    .returning({ id: companies.id });
  if (!regulator) throw new Error('Could not seed the regulator');
  const officers = await db
    .insert(users)
    .values(
      DEMO_OFFICERS.map((officer) => ({
        companyId: regulator.id,
        singpassIdentifier: officer.singpassIdentifier,
        name: officer.name,
        email: officer.email,
        role: 'officer' as const,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = DEMO_OFFICERS.map((officer) => officers.find((row) => row.email === officer.email)?.id);
  if (ids.some((id) => !id)) throw new Error('Could not seed the demo officers');
  return ids as [string, ...string[]];
}
