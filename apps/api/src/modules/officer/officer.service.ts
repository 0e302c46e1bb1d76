import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { NamedOfficerActor, OfficerActor } from '../audit/audit.service.js';
import * as repository from './officer.repository.js';

export const noOfficerMessage = (email: string) =>
  `No officer has the e-mail address ${email}. Name an officer's account with --officer <email>.`;

/**
 * The officer the command line acts as: the account of `email`, recorded with the operating-system user
 * who ran the command (`cli:<os user>`) and one request id for the run.
 */
export async function commandLineActor(
  db: Database,
  options: { email: string; osUser: string },
): Promise<NamedOfficerActor & { name: string; email: string }> {
  const officer = await repository.findOfficerByEmail(db, options.email);
  if (!officer) throw notFound(noOfficerMessage(options.email));
  return {
    officerUserId: officer.id,
    actor: `cli:${options.osUser}`,
    requestId: `cli-${randomUUID()}`,
    name: officer.name,
    email: officer.email ?? options.email,
  };
}

/**
 * As `commandLineActor`, but a portal without officer accounts (no demo data) may still switch
 * maintenance: the entry then names only the operating-system user.
 */
export async function commandLineActorIfAny(
  db: Database,
  options: { email: string; osUser: string; named: boolean },
): Promise<OfficerActor> {
  const officer = await repository.findOfficerByEmail(db, options.email);
  if (!officer && options.named) throw notFound(noOfficerMessage(options.email));
  return {
    officerUserId: officer?.id ?? null,
    actor: `cli:${options.osUser}`,
    requestId: `cli-${randomUUID()}`,
  };
}
