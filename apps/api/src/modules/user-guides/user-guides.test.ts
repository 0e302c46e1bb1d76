import { fileNameFromContentDisposition, type UserGuide } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in.js';
import { signInOverseas } from '../../test/sign-in-overseas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const get = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

async function guidesOf(cookie: string): Promise<UserGuide[]> {
  const response = await get('/api/user-guides', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const audiences = (guides: UserGuide[]) => guides.map((guide) => guide.audience).sort();

describe('GET /api/user-guides', () => {
  it("lists the guides of the user's module, with those for everyone", async () => {
    expect(audiences(await guidesOf(await signInAs(testApp, 'ready')))).toEqual(['all', 'local']);
    expect(audiences(await guidesOf(await signInOverseas(testApp)))).toEqual(['all', 'pt']);
    const guides = await guidesOf(await signInAs(testApp, 'ready'));
    for (const guide of guides) {
      expect(guide).toMatchObject({
        fileName: expect.stringMatching(/\.pdf$/),
        fileSize: expect.any(Number),
        version: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
  });

  it('follows the module a laboratory with both modules has chosen', async () => {
    const cookie = await signInAs(testApp, 'dual');
    expect(audiences(await guidesOf(cookie))).toEqual(['all', 'local', 'pt']);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/select-module',
      headers: { cookie },
      payload: { module: 'pt' },
    });
    expect(audiences(await guidesOf(cookie))).toEqual(['all', 'pt']);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user-guides' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user-guides/{id}', () => {
  it('downloads the guide as a PDF named in content-disposition', async () => {
    const cookie = await signInAs(testApp, 'ready');
    const [guide] = await guidesOf(cookie);
    const response = await get(`/api/user-guides/${guide?.id}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(fileNameFromContentDisposition(response.headers['content-disposition'])).toBe(guide?.fileName);
    expect(response.rawPayload.length).toBe(guide?.fileSize);
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(${guide?.title})`);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object: readers open the file without repairing it.
    const xref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(0);
    offsets.forEach((offset, index) => {
      expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true);
    });
  });

  it("is not found outside the user's module, and refuses an id that is not a GUID", async () => {
    const overseas = await signInOverseas(testApp);
    const ptGuide = (await guidesOf(overseas)).find((guide) => guide.audience === 'pt');
    const ready = await signInAs(testApp, 'ready');
    expect((await get(`/api/user-guides/${ptGuide?.id}`, ready)).statusCode).toBe(404);
    expect((await get(`/api/user-guides/${ptGuide?.id}`, overseas)).statusCode).toBe(200);
    expect((await get('/api/user-guides/not-a-guid', ready)).statusCode).toBe(400);
  });
});
