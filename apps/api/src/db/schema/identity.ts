import type { webcrypto } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';

type JsonWebKey = webcrypto.JsonWebKey;

/**
 * The portal's own keys as a relying party of the identity service: one ES256 signing key (client
 * assertions) and one ECDH-ES+A256KW key the ID token is encrypted to. Kept here so every instance
 * signs and decrypts with the same keys; at most one key of each use is active.
 */
export const relyingPartyKeys = pgTable(
  'relying_party_keys',
  {
    /** The key's JWK thumbprint (RFC 7638). */
    kid: text('kid').primaryKey(),
    use: text('use', { enum: ['sig', 'enc'] }).notNull(),
    alg: text('alg').notNull(),
    privateJwk: jsonb('private_jwk').$type<JsonWebKey>().notNull(),
    retiredAt: instant('retired_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('relying_party_keys_active_use_key').on(table.use).where(sql`${table.retiredAt} is null`),
  ],
);

/**
 * One sign-in through the identity service, from the authorization URL to its callback: the secrets
 * the callback is checked against, bound to the browser that started it.
 */
export const identitySignInAttempts = pgTable(
  'identity_sign_in_attempts',
  {
    state: text('state').primaryKey(),
    /** SHA-256 of the random value in the browser's short-lived sign-in cookie. */
    browserBindingHash: text('browser_binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('identity_sign_in_attempts_expires_idx').on(table.expiresAt)],
);
