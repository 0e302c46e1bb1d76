import {
  AttachmentScanStatus,
  type PtGeneralDetails,
  type PtRegistration,
  type PtRegistrationForm,
  PtStatus,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES_ONLY_MESSAGE } from '../../plugins/session.js';
import type { TestLab } from '../../test/application-builders.js';
import {
  createPtRound,
  insertPtParticipation,
  participationOf,
  ptAnswer,
  ptLab,
  ptLabRequest,
  registrationRequest,
  storePtDocument,
  type TestPtRound,
} from '../../test/pt-builders.js';
import { signInAs, signInAsOfficer } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NO_PT_ACCESS_MESSAGE } from '../proficiency-tests/proficiency-tests.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const register = (lab: Pick<TestLab, 'cookie'>, round: TestPtRound, body: object) =>
  ptLabRequest(testApp, lab.cookie, 'POST', round.id, 'submit-registration', body);
const generalDetails = async (lab: Pick<TestLab, 'cookie'>, round: TestPtRound) => {
  const response = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, 'general-details');
  expect(response.statusCode, response.body).toBe(200);
  return ptAnswer<PtGeneralDetails>(response).data;
};

describe('general details', () => {
  it('shows an open round to a laboratory that may join it, with the general and registration sections', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen, feeCents: 25_000 });
    const lab = await ptLab(testApp);
    const details = await generalDetails(lab, round);
    expect(details).toMatchObject({
      id: round.id,
      code: round.code,
      status: PtStatus.registrationOpen,
      statusLabel: 'Registration Open',
      feeSgd: 250,
      isRegistered: false,
      labCode: null,
      sections: ['general', 'registration'],
    });
    expect(details.analytes.map((analyte) => analyte.name)).toEqual(['Lead', 'Cadmium']);
  });

  it('adds the sections of a registered laboratory as the round moves on', async () => {
    const lab = await ptLab(testApp);
    const expected: [PtStatus, string[]][] = [
      [PtStatus.registrationClosed, ['general', 'registration', 'dispatch']],
      [PtStatus.resultsSubmissionOpen, ['general', 'registration', 'dispatch', 'results']],
      [PtStatus.ptCompleted, ['general', 'registration', 'dispatch', 'results', 'report']],
    ];
    for (const [status, sections] of expected) {
      const round = await createPtRound(testApp, { status });
      await insertPtParticipation(testApp, round.id, lab.companyId);
      const details = await generalDetails(lab, round);
      expect(details.sections).toEqual(sections);
      expect(details.labCode).toBe('A01');
    }
  });

  it('hides a draft, and a round past registration the laboratory did not join', async () => {
    const lab = await ptLab(testApp);
    for (const status of [PtStatus.draft, PtStatus.registrationClosed, PtStatus.ptCompleted]) {
      const round = await createPtRound(testApp, { status });
      const response = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, 'general-details');
      expect(response.statusCode).toBe(404);
      expect(ptAnswer(response).message).toBe('We could not find this scheme.');
    }
  });

  it('refuses a laboratory without proficiency testing, and officers', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const ready = await signInAs(testApp, 'ready');
    for (const path of ['general-details', 'registration-form']) {
      const response = await ptLabRequest(testApp, ready, 'GET', round.id, path);
      expect(response.statusCode).toBe(403);
      expect(ptAnswer(response).message).toBe(NO_PT_ACCESS_MESSAGE);
    }
    const refused = await register({ cookie: ready }, round, registrationRequest(round));
    expect(refused.statusCode).toBe(403);

    const officer = await signInAsOfficer(testApp);
    const response = await ptLabRequest(testApp, officer, 'GET', round.id, 'general-details');
    expect(response.statusCode).toBe(403);
    expect(ptAnswer(response).message).toBe(COMPANIES_ONLY_MESSAGE);
  });

  it('serves a general document of the round, and no document of another round', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const other = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const documentId = await storePtDocument(testApp, round.id, 'general', 'Scheme protocol.pdf');
    const lab = await ptLab(testApp);
    expect((await generalDetails(lab, round)).documents).toEqual([
      expect.objectContaining({ id: documentId, fileName: 'Scheme protocol.pdf' }),
    ]);

    const file = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, `documents/${documentId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const elsewhere = await ptLabRequest(testApp, lab.cookie, 'GET', other.id, `documents/${documentId}`);
    expect(elsewhere.statusCode).toBe(404);
    const packageDocument = await storePtDocument(testApp, round.id, 'participant-package');
    const wrongKind = await ptLabRequest(
      testApp,
      lab.cookie,
      'GET',
      round.id,
      `documents/${packageDocument}`,
    );
    expect(wrongKind.statusCode).toBe(404);
  });

  it('lists no document whose scan has not passed, so no link answers 409', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const clean = await storePtDocument(testApp, round.id, 'general', 'Protocol.pdf');
    await storePtDocument(testApp, round.id, 'general', 'Pending.pdf', AttachmentScanStatus.pendingScan);
    await storePtDocument(testApp, round.id, 'general', 'Infected.pdf', AttachmentScanStatus.suspicious);
    const lab = await ptLab(testApp);
    expect((await generalDetails(lab, round)).documents).toEqual([
      expect.objectContaining({ id: clean, fileName: 'Protocol.pdf' }),
    ]);
  });
});

describe('the registration form', () => {
  const form = async (cookie: string, round: TestPtRound) => {
    const response = await ptLabRequest(testApp, cookie, 'GET', round.id, 'registration-form');
    expect(response.statusCode, response.body).toBe(200);
    return ptAnswer<PtRegistrationForm>(response).data;
  };

  it('suggests a local laboratory its profile and its Singapore address', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const lab = await ptLab(testApp);
    expect(await form(lab.cookie, round)).toMatchObject({
      isLocalLab: true,
      canRegister: true,
      refusal: null,
      registration: null,
      suggested: {
        contactName: lab.name,
        contactEmail: lab.email,
        contactNumber: '6123 4567',
        deliveryAddress: {
          line1: '1 Science Park Road',
          line2: '#02-08 The Capricorn',
          city: '',
          postalCode: '117528',
          country: 'Singapore',
        },
      },
    });
  });

  it('suggests an overseas laboratory its own address, or empty fields when it has none', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const lab = await ptLab(testApp, { overseas: true });
    const suggested = (await form(lab.cookie, round)).suggested;
    expect(suggested.deliveryAddress).toEqual({
      line1: '42 Harbour Street',
      line2: '',
      city: 'Sydney NSW 2000',
      postalCode: '',
      country: 'Australia',
    });
    expect(suggested.contactNumber).toBe('+65 6123 4567');

    const without = await ptLab(testApp, { overseas: true, address: null });
    const empty = await form(without.cookie, round);
    expect(empty.isLocalLab).toBe(false);
    expect(empty.suggested.deliveryAddress).toEqual({
      line1: '',
      line2: '',
      city: '',
      postalCode: '',
      country: '',
    });
  });
});

describe('POST /api/proficiency-tests/{id}/submit-registration', () => {
  it('registers a local laboratory with a Singapore postal code and telephone number, in Singapore', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const lab = await ptLab(testApp);
    const body = registrationRequest(round);

    const wrong = await register(lab, round, {
      ...body,
      contactNumber: '12345',
      deliveryAddress: { ...body.deliveryAddress, postalCode: '1234' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(ptAnswer(wrong).message).toEqual({
      'deliveryAddress.postalCode': ['Enter a postal code of 6 digits, like 018989'],
      contactNumber: ['Enter a telephone number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567'],
    });

    const response = await register(lab, round, {
      ...body,
      analyteIds: [round.analytes[1]?.id],
      deliveryAddress: { ...body.deliveryAddress, country: 'Malaysia' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const registration = ptAnswer<PtRegistration>(response).data;
    expect(registration).toMatchObject({
      labCode: 'A01',
      registeredBy: lab.name,
      analyteIds: [round.analytes[1]?.id],
      contactNumber: '6123 4567',
      deliveryAddress: { postalCode: '117528', country: 'Singapore' },
    });
    expect(ptAnswer(response).message).toBe('Your laboratory is registered as A01.');

    const stored = await participationOf(testApp, round.id, lab.companyId);
    expect(stored.deliveryAddress?.country).toBe('Singapore');
    const details = await generalDetails(lab, round);
    expect(details).toMatchObject({ isRegistered: true, labCode: 'A01' });

    const after = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, 'registration-form');
    expect(ptAnswer<PtRegistrationForm>(after).data).toMatchObject({
      canRegister: false,
      refusal: 'Your laboratory is already registered for this round.',
      registration: { labCode: 'A01', registeredBy: lab.name },
    });
  });

  it('registers an overseas laboratory with the address as its country writes it', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const overseas = await signInOverseas(testApp);
    const response = await register(
      { cookie: overseas },
      round,
      registrationRequest(round, { overseas: true }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(ptAnswer<PtRegistration>(response).data).toMatchObject({
      labCode: 'A01',
      contactNumber: '+61 2 9876 5432',
      deliveryAddress: { city: 'Sydney NSW', postalCode: '2000', country: 'Australia' },
    });

    const noCountry = await register({ cookie: (await ptLab(testApp, { overseas: true })).cookie }, round, {
      ...registrationRequest(round, { overseas: true }),
      deliveryAddress: {
        line1: '1 Rue de Rivoli',
        line2: '',
        city: 'Paris',
        postalCode: '75001',
        country: '',
      },
    });
    expect(noCountry.statusCode).toBe(400);
    expect(ptAnswer(noCountry).message).toEqual({ 'deliveryAddress.country': ['Enter the country'] });
  });

  it('gives lab codes in the order laboratories register', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const labs = [await ptLab(testApp), await ptLab(testApp, { overseas: true }), await ptLab(testApp)];
    const codes: string[] = [];
    for (const lab of labs) {
      const overseas = labs.indexOf(lab) === 1;
      const response = await register(lab, round, registrationRequest(round, { overseas }));
      expect(response.statusCode, response.body).toBe(201);
      codes.push(ptAnswer<PtRegistration>(response).data.labCode);
    }
    expect(codes).toEqual(['A01', 'A02', 'A03']);
  });

  it('refuses a second registration, analytes of another round, and a round whose registration closed', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const other = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const lab = await ptLab(testApp);

    const foreign = await register(
      lab,
      round,
      registrationRequest(round, { analyteIds: [other.analytes[0]?.id ?? ''] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(ptAnswer(foreign).message).toEqual({ analyteIds: ['Choose analytes from the list'] });

    expect((await register(lab, round, registrationRequest(round))).statusCode).toBe(201);
    const twice = await register(lab, round, registrationRequest(round));
    expect(twice.statusCode).toBe(409);
    expect(ptAnswer(twice).message).toBe('Your laboratory is already registered for this round.');

    const closed = await createPtRound(testApp, { status: PtStatus.registrationClosed });
    const late = await register(lab, closed, registrationRequest(closed));
    expect(late.statusCode).toBe(409);
    expect(ptAnswer(late).message).toBe('Registration for this round has closed.');

    const draft = await createPtRound(testApp, { status: PtStatus.draft });
    expect((await register(lab, draft, registrationRequest(draft))).statusCode).toBe(404);
  });
});

describe('the laboratory’s actions on the registration form', () => {
  const registerAction = async (lab: Pick<TestLab, 'cookie'>, round: TestPtRound) => {
    const response = await ptLabRequest(testApp, lab.cookie, 'GET', round.id, 'registration-form');
    expect(response.statusCode, response.body).toBe(200);
    const { actions } = ptAnswer<PtRegistrationForm>(response).data;
    expect(actions.map((action) => action.name)).toEqual([
      'register',
      'confirm-receipt',
      'save-results',
      'submit-results',
    ]);
    return actions.find((action) => action.name === 'register');
  };

  it('says register is open exactly when a registration is accepted, and gives the refusal’s words when not', async () => {
    const round = await createPtRound(testApp, { status: PtStatus.registrationOpen });
    const lab = await ptLab(testApp);
    expect(await registerAction(lab, round)).toEqual({ name: 'register', open: true, reason: null });
    expect((await register(lab, round, registrationRequest(round))).statusCode).toBe(201);

    const closed = await registerAction(lab, round);
    expect(closed).toEqual({
      name: 'register',
      open: false,
      reason: 'Your laboratory is already registered for this round.',
    });
    const twice = await register(lab, round, registrationRequest(round));
    expect(twice.statusCode).toBe(409);
    expect(ptAnswer(twice).message).toBe(closed?.reason);
  });
});
