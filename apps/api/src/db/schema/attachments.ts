import { bigint, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { companies } from './companies.js';

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The record the file belongs to (a profile, an application, a finding ...). */
    entityId: uuid('entity_id'),
    displayFileName: text('display_file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** Scan status: pendingScan 1, suspicious 2, scanned 3, notScanned 4, notScannedPasswordProtected 4001. */
    status: smallint('status').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('attachments_company_idx').on(table.companyId)],
);
