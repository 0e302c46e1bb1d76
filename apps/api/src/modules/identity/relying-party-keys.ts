import { createHash, webcrypto } from 'node:crypto';
import type { Database } from '../../db/database.js';
import * as repository from './identity.repository.js';

type JsonWebKey = webcrypto.JsonWebKey;

/** The portal's keys as a relying party of the identity service, ready for use. */
export interface RelyingPartyKeys {
  /** Signs the client assertion (private_key_jwt) at the token endpoint. */
  signing: { kid: string; key: webcrypto.CryptoKey };
  /** Decrypt the ID token, which the identity service encrypts to the `enc` key of our JWKS. */
  decryption: Array<{ kid: string; alg: string; key: webcrypto.CryptoKey }>;
  /** The public halves, served at GET /api/spcp/jwks for the identity service to fetch. */
  jwks: { keys: PublicJwk[] };
}

export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  use: 'sig' | 'enc';
  alg: string;
}

/**
 * P-256 throughout: openid-client decrypts ECDH-ES only with P-256 keys (MockPass's bundled client
 * keys are P-521), and Corppass accepts ES256 client assertions only.
 */
const KEY_KINDS = {
  sig: { alg: 'ES256', algorithm: { name: 'ECDSA', namedCurve: 'P-256' }, usages: ['sign'] },
  enc: { alg: 'ECDH-ES+A256KW', algorithm: { name: 'ECDH', namedCurve: 'P-256' }, usages: ['deriveBits'] },
} as const satisfies Record<
  repository.KeyUse,
  { alg: string; algorithm: webcrypto.EcKeyImportParams; usages: readonly webcrypto.KeyUsage[] }
>;

/**
 * Loads the active keys, generating any that are missing (the first start of the first instance).
 * Instances starting together agree: at most one key per use can be active, the loser's insert is
 * ignored and everyone reads the winner's.
 */
export async function loadRelyingPartyKeys(db: Database): Promise<RelyingPartyKeys> {
  let rows = await repository.findActiveKeys(db);
  for (const use of ['sig', 'enc'] as const) {
    if (!rows.some((row) => row.use === use))
      await repository.insertKeyUnlessActive(db, await generateKey(use));
  }
  rows = await repository.findActiveKeys(db);

  const keys = await Promise.all(
    rows.map(async (row) => {
      const kind = KEY_KINDS[row.use];
      const key = await webcrypto.subtle.importKey('jwk', row.privateJwk, kind.algorithm, false, [
        ...kind.usages,
      ]);
      return { row, key };
    }),
  );
  const signing = keys.find(({ row }) => row.use === 'sig');
  if (!signing) throw new Error('The relying party signing key could not be created.');
  return {
    signing: { kid: signing.row.kid, key: signing.key },
    decryption: keys
      .filter(({ row }) => row.use === 'enc')
      .map(({ row, key }) => ({ kid: row.kid, alg: row.alg, key })),
    jwks: { keys: rows.map((row) => publicJwk(row.privateJwk, row.kid, row.use, row.alg)) },
  };
}

async function generateKey(use: repository.KeyUse): Promise<repository.NewKey> {
  const kind = KEY_KINDS[use];
  const pair = (await webcrypto.subtle.generateKey(kind.algorithm, true, [
    ...kind.usages,
  ])) as webcrypto.CryptoKeyPair;
  const { kty, crv, x, y, d } = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  if (!kty || !crv || !x || !y || !d) throw new Error('A generated key could not be exported.');
  return { kid: thumbprint({ crv, kty, x, y }), use, alg: kind.alg, privateJwk: { kty, crv, x, y, d } };
}

function publicJwk(jwk: JsonWebKey, kid: string, use: repository.KeyUse, alg: string): PublicJwk {
  const { kty = '', crv = '', x = '', y = '' } = jwk;
  return { kty, crv, x, y, kid, use, alg };
}

/** RFC 7638 thumbprint: SHA-256 of the required members in lexical order. */
function thumbprint(members: { crv: string; kty: string; x: string; y: string }): string {
  const canonical = JSON.stringify({ crv: members.crv, kty: members.kty, x: members.x, y: members.y });
  return createHash('sha256').update(canonical).digest('base64url');
}
