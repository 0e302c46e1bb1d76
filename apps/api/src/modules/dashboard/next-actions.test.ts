import { ApplicationStatus, type NextAction, Programme } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLab } from '../../test/application-builders.js';
import { signInAs } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { applicationInStatus, daysFromToday, officerPost } from '../../test/workflow-builders.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const nextActionsOf = async (cookie: string): Promise<NextAction[]> => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/dashboard/next-actions',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.actions;
};

const applicationIdOf = (action: NextAction) =>
  action.place.subject === 'application' ? action.place.applicationId : null;

/** Soonest first, those without a deadline last. */
function expectSoonestFirst(actions: readonly NextAction[]) {
  const dated = actions.filter((action) => action.dueDate !== null).map((action) => action.dueDate);
  expect(dated).toEqual([...dated].sort());
  const firstUndated = actions.findIndex((action) => action.dueDate === null);
  if (firstUndated >= 0)
    expect(actions.slice(firstUndated).every((action) => action.dueDate === null)).toBe(true);
}

describe('GET /api/dashboard/next-actions', () => {
  it("answers ready's actions on its applications, soonest first, each on one of its own applications", async () => {
    const cookie = await signInAs(testApp, 'ready');
    const actions = await nextActionsOf(cookie);
    const kinds = new Set(actions.map((action) => action.kind));
    for (const kind of ['correspondence', 'findings', 'corrective-actions', 'declaration']) {
      expect(kinds, kind).toContain(kind);
    }
    expectSoonestFirst(actions);
    expect(actions.find((action) => action.kind === 'corrective-actions')).toMatchObject({
      text: 'Submit corrective actions for 2 findings',
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      place: {
        subject: 'application',
        name: expect.stringMatching(/^LRP-\d{4}-\d{6} \(LRP Change Of Scope\)$/),
      },
    });
    for (const id of new Set(actions.map(applicationIdOf))) {
      const read = await testApp.app.inject({
        method: 'GET',
        url: `/api/applications/${id}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(200);
    }
  });

  it("answers the suspended company's appeal with its deadline, a Singapore day", async () => {
    const actions = await nextActionsOf(await signInAs(testApp, 'suspended'));
    expect(actions).toEqual([
      {
        kind: 'appeal',
        text: 'Appeal against the suspension of your AOR recognition, if you disagree with it',
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        place: { subject: 'suspension', recognitionId: expect.any(String), suspensionId: expect.any(String) },
      },
    ]);
    // Nine more days to appeal (docs/demo-data.md), give or take the day's turn in Singapore.
    const left = (Date.parse(actions[0]?.dueDate ?? '') - Date.parse(daysFromToday(0))) / 86_400_000;
    expect(left).toBeGreaterThanOrEqual(8);
    expect(left).toBeLessThanOrEqual(10);
  });

  it("answers dual's proficiency testing: a round to register for and results to submit", async () => {
    const actions = await nextActionsOf(await signInAs(testApp, 'dual'));
    const pt = actions.filter((action) => action.place.subject === 'pt-round');
    expect(pt).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'pt-registration',
          text: 'Register for the proficiency testing round',
          place: expect.objectContaining({ name: expect.stringContaining('Preservatives in fruit juice') }),
        }),
        expect.objectContaining({
          kind: 'pt-results',
          text: 'Submit your proficiency testing results',
          place: expect.objectContaining({
            name: expect.stringContaining('Veterinary drug residues in chicken'),
          }),
        }),
      ]),
    );
    // Registered for Aflatoxins already: nothing to register there.
    expect(pt.filter((action) => JSON.stringify(action.place).includes('Aflatoxins'))).toEqual([]);
    expectSoonestFirst(actions);
  });

  it("shows a company its own actions only, never another company's", async () => {
    const lab = await registerLab(testApp, { acknowledged: [Programme.IBR] });
    expect(await nextActionsOf(lab.cookie)).toEqual([]);

    const application = await applicationInStatus(testApp, {
      programme: Programme.IBR,
      status: ApplicationStatus.requestForInformation,
      lab,
    });
    const invoiceDue = daysFromToday(30);
    const issued = await officerPost(testApp, application.id, 'invoice', { dueDate: invoiceDue });
    expect(issued.statusCode, issued.body).toBe(200);

    const own = await nextActionsOf(lab.cookie);
    expect(own.map(({ kind, dueDate }) => [kind, dueDate])).toEqual([
      ['correspondence', daysFromToday(14)],
      ['invoice', invoiceDue],
    ]);
    expect(own.every((action) => applicationIdOf(action) === application.id)).toBe(true);
    expect(own[0]?.place).toEqual({
      subject: 'application',
      applicationId: application.id,
      name: `${application.referenceNumber} (IBR New)`,
    });

    for (const other of ['ready', 'newcomer', 'dual', 'veteran'] as const) {
      const seen = await nextActionsOf(await signInAs(testApp, other));
      expect(seen.map(applicationIdOf), other).not.toContain(application.id);
    }
    expect(await nextActionsOf(await signInAs(testApp, 'newcomer'))).toEqual([]);
  });

  it('is for signed-in local laboratories only', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/dashboard/next-actions' });
    expect(anonymous.statusCode).toBe(401);
    const overseas = await testApp.app.inject({
      method: 'GET',
      url: '/api/dashboard/next-actions',
      headers: { cookie: await signInOverseas(testApp) },
    });
    expect(overseas.statusCode).toBe(403);
    expect(overseas.json().message).toBe('The Dashboard is for local laboratories only.');
  });
});
