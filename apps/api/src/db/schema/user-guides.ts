import { USER_GUIDE_AUDIENCES } from '@fsmis/domain';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf } from './columns.js';

/** A downloadable user manual; its file lives in the file storage under `storageKey`. */
export const userGuides = pgTable(
  'user_guides',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Who it is for: local labs, PT participants, or everyone. */
    audience: text('audience', { enum: USER_GUIDE_AUDIENCES }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    version: text('version').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [oneOf(table.audience, USER_GUIDE_AUDIENCES)],
);
