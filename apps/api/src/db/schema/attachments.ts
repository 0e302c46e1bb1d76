import {
  ATTACHMENT_PURPOSE_NAMES,
  ATTACHMENT_SCAN_STATUSES,
  type AttachmentScanStatus,
  type FileRule,
  STORED_ATTACHMENT_PURPOSES,
} from '@fsmis/domain';
import { bigint, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf } from './columns.js';
import { companies, users } from './companies.js';

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id),
    /** What the file is for (signature, application document, ...): decides the allowed types. */
    purpose: text('purpose', { enum: STORED_ATTACHMENT_PURPOSES }).notNull().default('document'),
    /** The record the file belongs to (a profile, an application, a finding ...). */
    entityId: uuid('entity_id'),
    displayFileName: text('display_file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** Where its virus scan stands. */
    status: smallint('status').$type<AttachmentScanStatus>().notNull(),
    scanAttempts: smallint('scan_attempts').notNull().default(0),
    scannedAt: instant('scanned_at'),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.purpose, STORED_ATTACHMENT_PURPOSES),
    oneOf(table.status, ATTACHMENT_SCAN_STATUSES),
    index('attachments_company_idx').on(table.companyId),
    index('attachments_status_idx').on(table.status),
  ],
);

/** A signed, expiring permission to upload one file; completing it creates the attachment. */
export const attachmentUploads = pgTable(
  'attachment_uploads',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ATTACHMENT_PURPOSE_NAMES }).notNull(),
    entityId: uuid('entity_id'),
    displayFileName: text('display_file_name').notNull(),
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    /** What the field the file was chosen in accepts, checked when the upload completes. */
    fileRule: jsonb('file_rule').$type<FileRule>(),
    storageKey: text('storage_key').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attachmentId: uuid('attachment_id').references(() => attachments.id),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf(table.purpose, ATTACHMENT_PURPOSE_NAMES),
    index('attachment_uploads_company_idx').on(table.companyId),
  ],
);
