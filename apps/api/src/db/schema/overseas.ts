import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { users } from './companies.js';

/** E-mailed sign-in links of overseas laboratories: each works once, until it expires. */
export const overseasSignInTokens = pgTable(
  'overseas_sign_in_tokens',
  {
    /** SHA-256 of the link's random token; the token itself is only ever in the e-mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** The client address that asked for the link: the hourly caps count per address and client. */
    requestedFrom: text('requested_from').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('overseas_sign_in_tokens_user_idx').on(table.userId, table.createdAt)],
);
