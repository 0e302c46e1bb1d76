import {
  type ApplicationAssignment,
  ApplicationStatus,
  type OfficerApplicationCase,
  type OfficerList,
  type OfficerQueueItem,
  type OfficerQueuePage,
  Programme,
  toQueryString,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { DEMO_OFFICER, SECOND_OFFICER } from '../../db/seed/demo-accounts.js';
import { messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { officerCookie } from '../../test/workflow-builders.js';
import { type SeededApplication, seededApplication } from '../../test/workflow-records.js';
import { listAuditLog } from '../audit/audit.service.js';
import { findOfficerByEmail } from '../officer/officer.repository.js';

/**
 * Assigning applications to officers (PUT /api/officer/applications/{id}/assignment), the officers to
 * choose from (GET /api/officer/officers) and the work queue's `AssignedTo` filter. Each case builds its
 * own applications.
 */

let testApp: TestApp;
let olivia: { id: string; name: string };
let rahul: { id: string; name: string };
let rahulSignIns = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  const officerOf = async (email: string) => {
    const found = await findOfficerByEmail(testApp.database.db, email);
    if (!found) throw new Error(`No officer ${email} is seeded`);
    return { id: found.id, name: found.name };
  };
  olivia = await officerOf(DEMO_OFFICER.email);
  rahul = await officerOf(SECOND_OFFICER.email);
});
afterAll(() => testApp?.close());

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
const dataOf = <T>(response: Response): T => {
  expect(response.statusCode, response.body).toBe(200);
  return unescapeHtmlDeep(response.json().data) as T;
};

/** The second demo officer's session cookie. */
async function rahulCookie(): Promise<string> {
  rahulSignIns += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/test-logins',
    remoteAddress: `10.79.0.${rahulSignIns}`,
    payload: {
      singpassIdentifier: SECOND_OFFICER.singpassIdentifier,
      companyUen: SECOND_OFFICER.companyUen,
      email: SECOND_OFFICER.email,
    },
  });
  const cookie = response.cookies.find((item) => item.name === 'fsmis_session');
  if (response.statusCode !== 200 || !cookie) throw new Error(`Test login failed: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

async function assign(id: string, officerId: string | null | undefined, cookie?: string) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/officer/applications/${id}/assignment`,
    headers: { cookie: cookie ?? (await officerCookie(testApp)) },
    payload: officerId === undefined ? {} : { officerId },
  });
}

async function officerGet(url: string, cookie?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: { cookie: cookie ?? (await officerCookie(testApp)) },
  });
}

const submitted = (programme: Programme = Programme.LRP) =>
  seededApplication(testApp, { status: ApplicationStatus.applicationReview, programme });

/** Every item of the queue for the query, all pages read. */
async function wholeQueue(query: Record<string, unknown>, cookie?: string): Promise<OfficerQueueItem[]> {
  const items: OfficerQueueItem[] = [];
  for (let page = 1; ; page += 1) {
    const url = `/api/officer/applications${toQueryString({ ...query, Page: page, PageSize: 100 })}`;
    const found = dataOf<OfficerQueuePage>(await officerGet(url, cookie));
    items.push(...found.items);
    if (items.length >= found.total || found.items.length === 0) return items;
  }
}

async function assignAudit(applicationId: string) {
  const page = await listAuditLog(testApp.database.db, {
    Entity: 'application',
    EntityId: applicationId,
    Action: 'application.assign',
    Page: 1,
    PageSize: 100,
  });
  return page.items;
}

describe('GET /api/officer/officers', () => {
  it('lists the regulator’s officers by name, with their e-mail, and no company user', async () => {
    const officers = dataOf<OfficerList>(await officerGet('/api/officer/officers'));
    expect(officers).toEqual([
      { id: olivia.id, name: DEMO_OFFICER.name, email: DEMO_OFFICER.email },
      { id: rahul.id, name: SECOND_OFFICER.name, email: SECOND_OFFICER.email },
    ]);
  });
});

describe('PUT /api/officer/applications/{id}/assignment', () => {
  it('assigns an application to the signed-in officer, shows it on the case and audits who from and to', async () => {
    const application = await submitted();
    const before = Date.now();
    const response = await assign(application.id, olivia.id);
    const assignment = dataOf<ApplicationAssignment>(response);
    expect(messageOf(response)).toBe(`Assigned ${application.referenceNumber} to Olivia Tan.`);
    expect(assignment).toMatchObject({
      applicationId: application.id,
      referenceNumber: application.referenceNumber,
      assignedOfficer: { id: olivia.id, name: 'Olivia Tan' },
    });
    expect(new Date(assignment.assignedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const view = dataOf<OfficerApplicationCase>(
      await officerGet(`/api/officer/applications/${application.id}`),
    );
    expect(view.assignedOfficer).toEqual({ id: olivia.id, name: 'Olivia Tan' });
    expect(view.assignedAt).toBe(assignment.assignedAt);

    const [entry, ...more] = await assignAudit(application.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      officer: { userId: olivia.id, name: 'Olivia Tan' },
      actor: olivia.id,
      entityType: 'application',
      entityId: application.id,
      before: { assignedOfficerId: null, assignedOfficerName: null, assignedAt: null },
      after: {
        assignedOfficerId: olivia.id,
        assignedOfficerName: 'Olivia Tan',
        assignedAt: assignment.assignedAt,
      },
    });
  });

  it('reassigns it to the second officer, then unassigns it, each change audited', async () => {
    const application = await submitted(Programme.IBR);
    const first = dataOf<ApplicationAssignment>(await assign(application.id, olivia.id));

    const reassigned = await assign(application.id, rahul.id);
    expect(messageOf(reassigned)).toBe(
      `Reassigned ${application.referenceNumber} from Olivia Tan to Rahul Nair.`,
    );
    const second = dataOf<ApplicationAssignment>(reassigned);
    expect(second.assignedOfficer).toEqual({ id: rahul.id, name: 'Rahul Nair' });

    const unassigned = await assign(application.id, null);
    expect(messageOf(unassigned)).toBe(`Unassigned ${application.referenceNumber} from Rahul Nair.`);
    expect(dataOf<ApplicationAssignment>(unassigned)).toEqual({
      applicationId: application.id,
      referenceNumber: application.referenceNumber,
      assignedOfficer: null,
      assignedAt: null,
    });
    const [row] = await testApp.database.db
      .select({ officer: applications.assignedOfficerId, at: applications.assignedAt })
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row).toEqual({ officer: null, at: null });

    // Newest first.
    const entries = await assignAudit(application.id);
    expect(
      entries.map((entry) => [entry.before?.assignedOfficerName, entry.after?.assignedOfficerName]),
    ).toEqual([
      ['Rahul Nair', null],
      ['Olivia Tan', 'Rahul Nair'],
      [null, 'Olivia Tan'],
    ]);
    expect(entries[1]?.after).toMatchObject({ assignedAt: second.assignedAt });
    expect(entries[2]?.after).toMatchObject({ assignedAt: first.assignedAt });
  });

  it('changes nothing, and audits nothing, when the officer named already has it', async () => {
    const application = await submitted();
    const first = dataOf<ApplicationAssignment>(await assign(application.id, rahul.id));
    const again = await assign(application.id, rahul.id);
    expect(messageOf(again)).toBe(`${application.referenceNumber} is already assigned to Rahul Nair.`);
    expect(dataOf<ApplicationAssignment>(again)).toEqual(first);

    const fresh = await submitted();
    const nobody = await assign(fresh.id, null);
    expect(messageOf(nobody)).toBe(`${fresh.referenceNumber} is not assigned to anyone.`);
    expect(await assignAudit(application.id)).toHaveLength(1);
    expect(await assignAudit(fresh.id)).toEqual([]);
  });

  it('refuses an unknown officer and a company user’s id (400), leaving the application as it was', async () => {
    const application = await submitted();
    for (const officerId of ['00000000-0000-4000-8000-000000000000', application.lab.userId]) {
      const response = await assign(application.id, officerId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 400,
        message: { officerId: ['Choose an officer of the regulator from the list of officers.'] },
      });
    }
    const malformed = await assign(application.id, undefined);
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed)).toEqual({ officerId: ['Choose an officer, or null to unassign'] });
    const view = dataOf<OfficerApplicationCase>(
      await officerGet(`/api/officer/applications/${application.id}`),
    );
    expect(view.assignedOfficer).toBeNull();
    expect(await assignAudit(application.id)).toEqual([]);
  });

  it('answers 404 for an unknown application', async () => {
    const response = await assign('00000000-0000-4000-8000-000000000000', olivia.id);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('We could not find this application.');
  });

  it('refuses (409) an application that has ended, and a draft', async () => {
    const ended: [ApplicationStatus, string][] = [
      [ApplicationStatus.recognised, 'recognised'],
      [ApplicationStatus.closed, 'closed'],
      [ApplicationStatus.voided, 'voided'],
      [ApplicationStatus.withdrawn, 'withdrawn'],
      [ApplicationStatus.cancelled, 'cancelled'],
    ];
    for (const [status, label] of ended) {
      const application = await seededApplication(testApp, { status });
      for (const officerId of [olivia.id, null]) {
        const response = await assign(application.id, officerId);
        expect(response.statusCode, `status ${status}`).toBe(409);
        expect(messageOf(response)).toBe(
          `${application.referenceNumber} is ${label}: an application that has ended keeps the assignment it had.`,
        );
      }
      expect(await assignAudit(application.id)).toEqual([]);
    }
    const draft = await seededApplication(testApp, { status: ApplicationStatus.draft });
    const response = await assign(draft.id, olivia.id);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      `${draft.referenceNumber} is a draft: only a submitted application can be assigned.`,
    );
  });
});

describe('the work queue’s assignment filter', () => {
  let mine: SeededApplication;
  let rahuls: SeededApplication;
  let nobodys: SeededApplication;
  beforeAll(async () => {
    [mine, rahuls, nobodys] = [await submitted(), await submitted(), await submitted()];
    dataOf(await assign(mine.id, olivia.id));
    dataOf(await assign(rahuls.id, rahul.id));
  });

  const idsOf = (items: readonly OfficerQueueItem[]) => items.map((item) => item.id);
  const expectLongestWaitingFirst = (items: readonly OfficerQueueItem[]) => {
    const since = items.map((item) => item.statusSince);
    expect(since).toEqual([...since].sort());
  };

  it('names each item’s officer, or null', async () => {
    const items = await wholeQueue({ Programme: Programme.LRP });
    const byId = new Map(items.map((item) => [item.id, item.assignedOfficer]));
    expect(byId.get(mine.id)).toEqual({ id: olivia.id, name: 'Olivia Tan' });
    expect(byId.get(rahuls.id)).toEqual({ id: rahul.id, name: 'Rahul Nair' });
    expect(byId.get(nobodys.id)).toBeNull();
  });

  it('AssignedTo=me: the signed-in officer’s applications only, longest waiting first', async () => {
    const oliviasQueue = await wholeQueue({ AssignedTo: 'me' });
    expect(idsOf(oliviasQueue)).toContain(mine.id);
    expect(idsOf(oliviasQueue)).not.toContain(rahuls.id);
    expect(oliviasQueue.every((item) => item.assignedOfficer?.id === olivia.id)).toBe(true);
    expectLongestWaitingFirst(oliviasQueue);

    const rahulsQueue = await wholeQueue({ AssignedTo: 'me' }, await rahulCookie());
    expect(idsOf(rahulsQueue)).toContain(rahuls.id);
    expect(rahulsQueue.every((item) => item.assignedOfficer?.id === rahul.id)).toBe(true);
  });

  it('AssignedTo=unassigned: only applications nobody has', async () => {
    const items = await wholeQueue({ AssignedTo: 'unassigned' });
    expect(idsOf(items)).toContain(nobodys.id);
    expect(idsOf(items)).not.toContain(mine.id);
    expect(idsOf(items)).not.toContain(rahuls.id);
    expect(items.every((item) => item.assignedOfficer === null)).toBe(true);
    expectLongestWaitingFirst(items);
  });

  it('AssignedTo=<officer id>: that officer’s, counted and paged like the rest of the queue', async () => {
    const items = await wholeQueue({ AssignedTo: rahul.id.toUpperCase() });
    expect(idsOf(items)).toContain(rahuls.id);
    expect(items.every((item) => item.assignedOfficer?.id === rahul.id)).toBe(true);
    const firstPage = dataOf<OfficerQueuePage>(
      await officerGet(`/api/officer/applications?AssignedTo=${rahul.id}&PageSize=1`),
    );
    expect(firstPage.total).toBe(items.length);
    expect(firstPage.items.map((item) => item.id)).toEqual([items[0]?.id]);
  });

  it('refuses any other filter with what to enter', async () => {
    const response = await officerGet('/api/officer/applications?AssignedTo=olivia');
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toEqual({ AssignedTo: ["Enter me, unassigned or an officer's id"] });
  });
});

describe('who may call the assignment routes', () => {
  it('refuses a company’s user (403) and a visitor without a session (401)', async () => {
    const application = await submitted();
    const calls = [
      { method: 'GET' as const, url: '/api/officer/officers' },
      {
        method: 'PUT' as const,
        url: `/api/officer/applications/${application.id}/assignment`,
        payload: { officerId: olivia.id },
      },
      { method: 'GET' as const, url: '/api/officer/applications?AssignedTo=me' },
    ];
    for (const call of calls) {
      const asCompany = await testApp.app.inject({ ...call, headers: { cookie: application.lab.cookie } });
      expect(asCompany.statusCode, call.url).toBe(403);
      const anonymous = await testApp.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
    }
    expect(await assignAudit(application.id)).toEqual([]);
  });
});
