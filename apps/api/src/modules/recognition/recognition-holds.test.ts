import {
  ApplicationCategory,
  ApplicationStatus,
  type FormTemplate,
  firstFormOf,
  Programme,
  SuspensionStatus,
} from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  details,
  fillDraft,
  postStart,
  scannedFiles,
  startDraft,
  type TestLab,
} from '../../test/application-builders.js';
import {
  decide,
  mustSucceed,
  type RecognisedLab,
  recognisedLab,
  suspensionIn,
  suspensionStep,
} from '../../test/recognition-builders.js';
import { messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { validAnswersFor } from '../../test/valid-answers.js';
import { companyRequest, officerPost } from '../../test/workflow-builders.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const U = SuspensionStatus;
const AOR = Programme.AOR;
const SUSPENDED_MESSAGE =
  'Your AOR recognition is suspended, so you cannot apply for it to be renewed or changed.';
const REVOKED_MESSAGE =
  'Your AOR recognition was revoked, so you cannot apply under AOR again. A revocation does not end: contact the regulator if you have questions about it.';

/** POST to the start endpoint of the AOR form of `category`. */
const start = (lab: TestLab, category: ApplicationCategory) =>
  postStart(testApp, lab.cookie, { programme: AOR, form: firstFormOf(AOR, category).slug });

const expectStartRefused = async (lab: TestLab, category: ApplicationCategory, message: string) => {
  const response = await start(lab, category);
  expect(response.statusCode, response.body).toBe(409);
  expect(messageOf(response)).toBe(message);
};

/** A draft of the AOR form of `category`, every section filled and confirmed. */
async function filledDraft(lab: TestLab, category: ApplicationCategory): Promise<string> {
  const { id } = await startDraft(testApp, lab.cookie, {
    programme: AOR,
    form: firstFormOf(AOR, category).slug,
  });
  const template = (await details(testApp, lab.cookie, id)).template.definition as FormTemplate;
  await fillDraft(testApp, lab.cookie, id, validAnswersFor(template, await scannedFiles(testApp, lab)));
  return id;
}

const submit = (lab: TestLab, id: string) =>
  companyRequest(testApp, lab.cookie, id, 'submit', { declarationConfirmed: true });

const scheduleVerification = (id: string) =>
  officerPost(testApp, id, 'verification', {
    scheduledFor: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    location: 'The laboratory',
  });

async function userOf(lab: TestLab) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie: lab.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { dashboardAllowed: boolean };
}

describe('a suspended or revoked recognition holds its programme', () => {
  it('while suspended and under appeal, the company may not start a Renewal or a Change Of Scope', async () => {
    const suspended = await suspensionIn(testApp, U.suspended);
    await expectStartRefused(suspended.lab, ApplicationCategory.renewal, SUSPENDED_MESSAGE);
    await expectStartRefused(suspended.lab, ApplicationCategory.changeOfScope, SUSPENDED_MESSAGE);
    await mustSucceed('Appealing', suspensionStep(testApp, suspended, 'appeal', { statement: 'Retested.' }));
    await expectStartRefused(suspended.lab, ApplicationCategory.renewal, SUSPENDED_MESSAGE);
    await expectStartRefused(suspended.lab, ApplicationCategory.changeOfScope, SUSPENDED_MESSAGE);
  });

  it('a proposal alone holds nothing: the recognition is not suspended yet', async () => {
    const proposed = await suspensionIn(testApp, U.suspensionRequested);
    const response = await start(proposed.lab, ApplicationCategory.renewal);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('open applications of the programme wait while suspended, and go on once it is reinstated', async () => {
    const recognition = await recognisedLab(testApp, AOR);
    const { lab } = recognition;
    const renewal = await filledDraft(lab, ApplicationCategory.renewal);
    expect((await submit(lab, renewal)).statusCode).toBe(200);
    const changeOfScope = await filledDraft(lab, ApplicationCategory.changeOfScope);
    const suspended = await suspensionIn(testApp, U.suspended, { recognition });

    const advanced = await scheduleVerification(renewal);
    expect(advanced.statusCode, advanced.body).toBe(409);
    expect(messageOf(advanced)).toBe(
      'The AOR recognition is suspended or revoked: its applications cannot advance until it is reinstated.',
    );
    const submitted = await submit(lab, changeOfScope);
    expect(submitted.statusCode, submitted.body).toBe(409);
    expect(messageOf(submitted)).toBe(SUSPENDED_MESSAGE);

    await decide(testApp, suspended.suspensionId, 'reinstate', 'The retests passed.');
    const resumed = await scheduleVerification(renewal);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.status).toBe(ApplicationStatus.verificationCheck);
    const submittedAfter = await submit(lab, changeOfScope);
    expect(submittedAfter.statusCode, submittedAfter.body).toBe(200);
  });

  it('once revoked, the company may not apply under the programme at all, not even anew', async () => {
    const appealed = await suspensionIn(testApp, U.appealSubmitted);
    await decide(testApp, appealed.suspensionId, 'revoke', 'The appeal showed nothing new.');
    await expectStartRefused(appealed.lab, ApplicationCategory.new, REVOKED_MESSAGE);
    await expectStartRefused(appealed.lab, ApplicationCategory.renewal, REVOKED_MESSAGE);
  });

  it('other programmes are not held', async () => {
    const suspended = await suspensionIn(testApp, U.suspended, { programme: AOR });
    const other: RecognisedLab = await recognisedLab(testApp, Programme.IBR, { lab: suspended.lab });
    const response = await postStart(testApp, other.lab.cookie, {
      programme: Programme.IBR,
      form: firstFormOf(Programme.IBR, ApplicationCategory.renewal).slug,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('the dashboard through a suspension', () => {
  it('stays open while the suspension is ongoing, though the company has nothing else', async () => {
    const alone = await recognisedLab(testApp, AOR, { alone: true });
    expect((await userOf(alone.lab)).dashboardAllowed).toBe(false);
    const suspended = await suspensionIn(testApp, U.suspended, { recognition: alone });
    expect((await userOf(alone.lab)).dashboardAllowed).toBe(true);
    await mustSucceed('Acknowledging', suspensionStep(testApp, suspended, 'acknowledge'));
    expect((await userOf(alone.lab)).dashboardAllowed).toBe(true);
    await mustSucceed('Appealing', suspensionStep(testApp, suspended, 'appeal', { statement: 'Retested.' }));
    expect((await userOf(alone.lab)).dashboardAllowed).toBe(true);
  });
});
