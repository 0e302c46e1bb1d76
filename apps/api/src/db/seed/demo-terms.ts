import { CorrespondenceStatus, Programme, programmeLabel } from '@fsmis/domain';
import type { FileStorage } from '../../modules/attachments/file-storage.js';
import type { Database } from '../database.js';
import { companyTermsAndConditions, termsDocuments } from '../schema/index.js';
import type { SeededAccounts } from './demo-accounts.js';
import { daysAgo } from './demo-dates.js';
import { minimalPdf } from './minimal-pdf.js';

const COMMON_CLAUSES = [
  'The company shall give the regulator true, complete and current information at all times.',
  'The company shall tell the regulator in writing within 14 days of a change of name or address.',
  "Officers of the regulator may inspect the company's premises and records at reasonable times.",
  'Fees are payable within 30 days of the invoice and are not refundable once work has begun.',
  'The regulator may suspend or revoke a recognition if these terms are breached.',
  'The company shall not use the logo of the regulator except as the regulator allows in writing.',
];

const TERMS = [
  {
    programme: Programme.LRP,
    title: 'Laboratory Recognition Programme (LRP): Company Terms and Conditions',
    clauses: [
      'The laboratory shall hold ISO/IEC 17025 accreditation for each test in its recognised scope.',
      "The laboratory shall take part in the regulator's proficiency testing for each recognised test.",
      'Test reports under this programme shall state the recognition number and the recognised scope.',
    ],
  },
  {
    programme: Programme.IBR,
    title: 'Inspection Body Recognition (IBR): Company Terms and Conditions',
    clauses: [
      'The inspection body shall hold ISO/IEC 17020 accreditation for each recognised inspection.',
      'Inspectors shall be independent of the premises they inspect and declare any conflict of interest.',
      'Inspection records shall be kept for at least 5 years and be given to the regulator on request.',
    ],
  },
  {
    programme: Programme.AOR,
    title: 'Audit Organisation Recognition (AOR): Company Terms and Conditions',
    clauses: [
      'Only authorised auditors named to the regulator may carry out audits under this programme.',
      'Audit reports shall be signed by an approved signatory and sent within 10 working days.',
      'The organisation shall tell the regulator at once of any auditor it removes from its list.',
    ],
  },
] as const;

const PUBLISHED_DAYS_AGO = 720;

/**
 * Version 1 of each programme's terms (docs/demo-data.md: terms documents per programme), published by the
 * demo officer, and the terms the demo companies hold: ready has LRP Acknowledged and IBR Sent, dual LRP
 * Acknowledged, veteran all three Acknowledged, revoked LRP Acknowledged.
 */
export async function seedTerms(
  db: Database,
  storage: FileStorage,
  accounts: SeededAccounts,
  officerUserId: string,
) {
  const documentOf = new Map<Programme, string>();
  for (const terms of TERMS) {
    const label = programmeLabel(terms.programme);
    const bytes = minimalPdf(terms.title, [...terms.clauses, ...COMMON_CLAUSES].map(numbered));
    const storageKey = `terms-documents/demo-${label.toLowerCase()}-v1.pdf`;
    await storage.put(storageKey, bytes, 'application/pdf');
    const [document] = await db
      .insert(termsDocuments)
      .values({
        programme: terms.programme,
        version: 1,
        title: terms.title,
        fileName: `${label} Terms and Conditions v1.pdf`,
        contentType: 'application/pdf',
        fileSize: bytes.length,
        storageKey,
        publishedAt: daysAgo(PUBLISHED_DAYS_AGO),
        publishedByUserId: officerUserId,
      })
      .returning({ id: termsDocuments.id });
    if (!document) throw new Error(`Could not seed the ${label} terms document`);
    documentOf.set(terms.programme, document.id);
  }

  const held = (companyId: string, programme: Programme, status: CorrespondenceStatus, ageInDays: number) => {
    const acknowledged = status === CorrespondenceStatus.acknowledged;
    return {
      companyId,
      programme,
      status,
      documentId: documentOf.get(programme) ?? null,
      requestedAt: daysAgo(ageInDays + 7),
      sentAt: daysAgo(ageInDays),
      acknowledgedAt: acknowledged ? daysAgo(ageInDays - 2) : null,
      createdAt: daysAgo(ageInDays + 7),
    };
  };
  await db
    .insert(companyTermsAndConditions)
    .values([
      held(accounts.ready.companyId, Programme.LRP, CorrespondenceStatus.acknowledged, 400),
      held(accounts.ready.companyId, Programme.IBR, CorrespondenceStatus.sent, 6),
      held(accounts.dual.companyId, Programme.LRP, CorrespondenceStatus.acknowledged, 500),
      held(accounts.veteran.companyId, Programme.LRP, CorrespondenceStatus.acknowledged, 715),
      held(accounts.veteran.companyId, Programme.IBR, CorrespondenceStatus.acknowledged, 700),
      held(accounts.veteran.companyId, Programme.AOR, CorrespondenceStatus.acknowledged, 690),
      held(accounts.revoked.companyId, Programme.LRP, CorrespondenceStatus.acknowledged, 850),
    ]);
}

const numbered = (clause: string, index: number) => `${index + 1}. ${clause}`;
