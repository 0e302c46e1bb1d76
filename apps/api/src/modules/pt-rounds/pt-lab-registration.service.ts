import {
  caseActionOf,
  companyAccessOf,
  contactNumberFrom,
  isLocalLab,
  PT_LOCAL_COUNTRY,
  PT_STATUS_LABELS,
  type PtGeneralDetails,
  type PtRegistration,
  type PtRegistrationForm,
  type PtRoundSection,
  PtStatus,
  ptParticipantActions,
  ptParticipantRefusal,
  type ptRegistrationRequestSchema,
  ptRegistrationRequestSchemaFor,
  SINGAPORE_COUNTRY_CODE,
} from '@fsmis/domain';
import type { z } from 'zod';
import { companyActor } from '../../cases/actors.js';
import { runStep } from '../../cases/run-step.js';
import type { Database } from '../../db/database.js';
import { badRequest, badRequestOf, forbidden, unauthorized } from '../../lib/http-error.js';
import { findUserWithCompany, type UserWithCompany } from '../auth/auth.service.js';
import { NO_PT_ACCESS_MESSAGE } from '../proficiency-tests/proficiency-tests.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { type LabRound, labRound, participationFacts } from './pt-lab-round.js';
import * as repository from './pt-lab-round.repository.js';
import { analyteView, documentView, registrationView } from './pt-lab-views.js';
import { PT_REGISTRATION } from './pt-participation-step.js';

type RegistrationRequest = z.output<typeof ptRegistrationRequestSchema>;
type Address = PtRegistration['deliveryAddress'];

/** The sections the laboratory may open now (docs/requirements.md §4 "PT statuses"). */
export function sectionsOf({ status, participation }: LabRound): PtRoundSection[] {
  const registered = participation !== null;
  const sections: PtRoundSection[] = ['general'];
  if (registered || status === PtStatus.registrationOpen || status === PtStatus.registrationClosed) {
    sections.push('registration');
  }
  if (registered && status >= PtStatus.registrationClosed) sections.push('dispatch');
  if (registered && status >= PtStatus.resultsSubmissionOpen) sections.push('results');
  if (registered && status === PtStatus.ptCompleted) sections.push('report');
  return sections;
}

/** GET /api/proficiency-tests/{id}/general-details. */
export async function getGeneralDetails(
  db: Database,
  session: Session,
  schemeId: string,
): Promise<PtGeneralDetails> {
  const round = await labRound(db, session, schemeId);
  const { scheme, status, participation } = round;
  const [analytes, documents] = await Promise.all([
    repository.findAnalytes(db, scheme.id),
    repository.findDocuments(db, scheme.id, 'general'),
  ]);
  return {
    id: scheme.id,
    code: scheme.code,
    name: scheme.name,
    matrix: scheme.matrix,
    description: scheme.description,
    status,
    statusLabel: PT_STATUS_LABELS[status],
    registrationOpensAt: scheme.registrationOpensAt.toISOString(),
    registrationClosesAt: scheme.registrationClosesAt.toISOString(),
    dispatchAt: scheme.dispatchAt.toISOString(),
    resultsDueAt: scheme.resultsDueAt.toISOString(),
    feeSgd: scheme.feeCents / 100,
    analytes: analytes.map(analyteView),
    documents: documents.map(documentView),
    isRegistered: participation !== null,
    registeredAt: participation?.registeredAt.toISOString() ?? null,
    labCode: participation?.labCode ?? null,
    sections: sectionsOf(round),
  };
}

/** GET /api/proficiency-tests/{id}/registration-form: the form filled from the profile, or the registration made. */
export async function getRegistrationForm(
  db: Database,
  session: Session,
  schemeId: string,
): Promise<PtRegistrationForm> {
  const { scheme, status, participation } = await labRound(db, session, schemeId);
  const user = await findUserWithCompany(db, session.userId);
  if (!user) throw unauthorized();
  const [analytes, names] = await Promise.all([
    repository.findAnalytes(db, scheme.id),
    repository.userNames(db, [participation?.registeredByUserId ?? null]),
  ]);
  const actions = ptParticipantActions(participationFacts(status, participation));
  const register = caseActionOf(actions, 'register');
  return {
    analytes: analytes.map(analyteView),
    isLocalLab: isLocalLab(user.regionType),
    suggested: suggestionFor(user),
    canRegister: register?.open === true,
    refusal: register?.reason ?? null,
    registration: participation ? registrationView(participation, names) : null,
    actions,
  };
}

/**
 * POST /api/proficiency-tests/{id}/submit-registration: registers the laboratory while registration is
 * open. Its lab code is the next of the round (A01, A02 …), taken with the round locked so that two
 * registrations at once never share one.
 */
export async function submitRegistration(
  db: Database,
  session: Session,
  schemeId: string,
  request: RegistrationRequest,
  now = new Date(),
): Promise<PtRegistration> {
  const user = await findUserWithCompany(db, session.userId);
  if (!user) throw unauthorized();
  if (!companyAccessOf(user).proficiencyTesting) throw forbidden(NO_PT_ACCESS_MESSAGE);
  // The route checked the request as any laboratory gives it; a local one is held to Singapore's rules.
  const checked = ptRegistrationRequestSchemaFor(isLocalLab(user.regionType)).safeParse(request);
  if (!checked.success) throw badRequestOf(checked.error);
  const registering = checked.data;

  const participation = await runStep({ db }, companyActor(session), PT_REGISTRATION, schemeId, {
    refusal: (_tx, { scheme, existing }) =>
      ptParticipantRefusal('register', participationFacts(scheme.status, existing)),
    work: async (tx) => {
      const analyteIds = new Set((await repository.findAnalytes(tx, schemeId)).map((analyte) => analyte.id));
      const unknown = registering.analyteIds.some((analyteId) => !analyteIds.has(analyteId));
      if (unknown) throw badRequest({ analyteIds: ['Choose analytes from the list'] });

      const registered = await repository.insertParticipation(tx, {
        companyId: session.companyId,
        schemeId,
        registeredAt: now,
        registeredByUserId: session.userId,
        labCode: nextLabCode(await repository.findLabCodes(tx, schemeId)),
        analyteIds: registering.analyteIds,
        contactName: registering.contactName,
        contactEmail: registering.contactEmail,
        contactNumber: registering.contactNumber.trim(),
        deliveryAddress: registering.deliveryAddress,
      });
      return { result: registered };
    },
  });
  return registrationView(participation, new Map([[session.userId, user.name]]));
}

/** A01, A02 …: one more than the highest code the round gave. */
export function nextLabCode(codes: readonly string[]): string {
  const highest = Math.max(0, ...codes.map((code) => Number.parseInt(code.slice(1), 10) || 0));
  return `A${String(highest + 1).padStart(2, '0')}`;
}

/** The form as the profile and the company's address fill it; the address is one line, split as it reads. */
function suggestionFor(user: UserWithCompany): PtRegistrationForm['suggested'] {
  const local = isLocalLab(user.regionType);
  const countryCode = user.contactCountryCode ?? SINGAPORE_COUNTRY_CODE;
  const contactNumber =
    local && countryCode.replace(/^\+/, '') === SINGAPORE_COUNTRY_CODE
      ? (user.contactNumber ?? '').trim()
      : contactNumberFrom({ countryCode, areaCode: user.contactAreaCode, number: user.contactNumber });
  return {
    contactName: user.name,
    contactEmail: user.email ?? '',
    contactNumber,
    deliveryAddress: local ? localAddress(user.companyAddress) : overseasAddress(user.companyAddress),
  };
}

function localAddress(address: string | null): Address {
  const text = (address ?? '').trim();
  const match = /^(.*?)[,\s]*(?:Singapore\s+)?(\d{6})$/i.exec(text);
  const [first = '', ...rest] = (match?.[1] ?? text).split(/\s*,\s*/).filter((part) => part !== '');
  const withoutCountry = rest.filter((part) => part.toLowerCase() !== 'singapore');
  return {
    line1: first,
    line2: withoutCountry.join(', '),
    city: '',
    postalCode: match?.[2] ?? '',
    country: PT_LOCAL_COUNTRY,
  };
}

function overseasAddress(address: string | null): Address {
  const parts = (address ?? '').split(/\s*,\s*/).filter((part) => part.trim() !== '');
  if (parts.length < 2) return { line1: parts[0] ?? '', line2: '', city: '', postalCode: '', country: '' };
  const country = parts.at(-1) ?? '';
  const [line1 = '', ...middle] = parts.slice(0, -1);
  return { line1, line2: '', city: middle.join(', '), postalCode: '', country };
}
