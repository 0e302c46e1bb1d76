import type { FileStorage } from '../../modules/attachments/file-storage.js';
import type { Database } from '../database.js';
import { userGuides } from '../schema/index.js';
import { daysAgo } from './demo-dates.js';
import { minimalPdf } from './minimal-pdf.js';

const GUIDES = [
  {
    title: 'Getting started with the FSMIS portal',
    description: 'Signing in, your profile and signature, notifications and signing out safely.',
    audience: 'all',
    fileName: 'FSMIS Getting Started Guide.pdf',
    version: '2.1',
    updatedDaysAgo: 45,
    lines: [
      'Sign in with Singpass for your company, or with the link e-mailed to overseas laboratories.',
      'Complete your profile: contact number, e-mail address and signature.',
      'The portal signs you out after 15 minutes without activity; you are warned 2 minutes before.',
    ],
  },
  {
    title: 'Recognition programmes: a guide for local laboratories',
    description:
      'Company terms and conditions, applying under LRP, IBR and AOR, findings, corrective actions and renewals.',
    audience: 'local',
    fileName: 'FSMIS Local Laboratory User Guide.pdf',
    version: '3.0',
    updatedDaysAgo: 20,
    lines: [
      'Request and acknowledge the company terms and conditions of each programme.',
      'Start a new application, a renewal, a change of scope or a change of company details.',
      'Follow your application from submission to recognition on the dashboard.',
    ],
  },
  {
    title: 'Proficiency testing: a guide for participants',
    description:
      'Registering for a scheme, receiving test items, submitting results and reading your report.',
    audience: 'pt',
    fileName: 'FSMIS Proficiency Testing Participant Guide.pdf',
    version: '1.4',
    updatedDaysAgo: 60,
    lines: [
      'Register while a scheme is open for registration.',
      'Enter a result for every analyte, with its unit, method and measurement uncertainty.',
      'Read your z-scores in the report once the scheme is completed.',
    ],
  },
] as const;

/** The user manuals (docs/demo-data.md: user guides), their PDF files in the file storage. */
export async function seedUserGuides(db: Database, storage: FileStorage) {
  for (const [index, guide] of GUIDES.entries()) {
    const bytes = minimalPdf(guide.title, guide.lines);
    const storageKey = `user-guides/demo-${index + 1}-v${guide.version}.pdf`;
    await storage.put(storageKey, bytes, 'application/pdf');
    const updatedAt = daysAgo(guide.updatedDaysAgo);
    await db.insert(userGuides).values({
      title: guide.title,
      description: guide.description,
      audience: guide.audience,
      fileName: guide.fileName,
      contentType: 'application/pdf',
      fileSize: bytes.length,
      storageKey,
      version: guide.version,
      createdAt: updatedAt,
      updatedAt,
    });
  }
}
