import {
  AttachmentScanStatus,
  type FormTemplate,
  Programme,
  SectionState,
  sectionOf,
  unescapeHtmlDeep,
} from '@fsmis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema/index.js';
import {
  details,
  putSection,
  registerLab,
  scannedFiles,
  setScanStatus,
  startDraft,
  type TestLab,
} from '../../test/application-builders.js';
import { messageOf } from '../../test/responses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testFiles } from '../../test/test-files.js';
import { uploadFile } from '../../test/uploads.js';
import { validSectionAnswers } from '../../test/valid-answers.js';
import { SECTION_MESSAGES } from './application-sections.service.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

/** A lab with an LRP New draft (laboratory, contact, accreditation, tests, personnel, ...). */
async function lrpDraft(): Promise<{ lab: TestLab; id: string; template: FormTemplate }> {
  const lab = await registerLab(testApp, { acknowledged: [Programme.LRP] });
  const { id } = await startDraft(testApp, lab.cookie, { programme: Programme.LRP, form: 'new' });
  const { template } = await details(testApp, lab.cookie, id);
  return { lab, id, template: template.definition };
}

const section = (template: FormTemplate, id: string) => {
  const found = sectionOf(template, id);
  if (!found) throw new Error(`No section ${id}`);
  return found;
};

describe('PUT /api/applications/{id}/sections/{sectionId}', () => {
  it('saves an unfinished section, reports what is missing, and bumps its row version', async () => {
    const { lab, id } = await lrpDraft();
    const response = await putSection(testApp, lab.cookie, id, 'laboratory', {
      answers: { name: 'Alpha Labs', postalCode: '12' },
      rowVersion: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = unescapeHtmlDeep(response.json().data);
    expect(result.section).toMatchObject({
      answers: { name: 'Alpha Labs', postalCode: '12' },
      confirmed: false,
      rowVersion: 1,
      updatedByName: lab.name,
    });
    expect(result.states.laboratory).toBe(SectionState.inProgress);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: 'uen', message: 'Enter the UEN' },
        { path: 'postalCode', message: 'Enter a postal code of 6 digits, like 018989' },
      ]),
    );
    expect(result.lastSavedByName).toBe(lab.name);

    const again = await putSection(testApp, lab.cookie, id, 'laboratory', {
      answers: { name: 'Alpha Laboratories' },
      rowVersion: 1,
    });
    expect(again.statusCode).toBe(200);
    const draft = await details(testApp, lab.cookie, id);
    expect(draft.sections.laboratory).toMatchObject({
      answers: { name: 'Alpha Laboratories' },
      rowVersion: 2,
    });
    expect(draft.lastSavedAt).toBe(again.json().data.lastSavedAt);
    expect(draft.lastSavedByName).toBe(lab.name);
  });

  it('a confirmed, complete section is Completed, and opens the sections that depend on it', async () => {
    const { lab, id, template } = await lrpDraft();
    const files = await scannedFiles(testApp, lab);
    const before = await details(testApp, lab.cookie, id);
    expect(before.states.tests).toBe(SectionState.cannotStartYet);
    const response = await putSection(testApp, lab.cookie, id, 'accreditation', {
      answers: validSectionAnswers(section(template, 'accreditation'), files),
      rowVersion: 0,
      confirm: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.problems).toEqual([]);
    expect(result.section.confirmed).toBe(true);
    expect(result.states.accreditation).toBe(SectionState.completed);
    expect(result.states.tests).toBe(SectionState.notStarted);
  });

  it('refuses answers of the wrong shape, naming each field by its path', async () => {
    const { lab, id } = await lrpDraft();
    const unknownQuestion = await putSection(testApp, lab.cookie, id, 'laboratory', {
      answers: { name: 'Alpha', favouriteColour: 'blue' },
      rowVersion: 0,
    });
    expect(unknownQuestion.statusCode).toBe(400);
    expect(Object.keys(unknownQuestion.json().message)).toEqual(['answers']);

    const badOption = await putSection(testApp, lab.cookie, id, 'accreditation', {
      answers: { body: 'madeUp' },
      rowVersion: 0,
    });
    expect(badOption.statusCode).toBe(400);
    expect(messageOf(badOption)).toEqual({
      'answers.body': ['Choose your accreditation body from the list'],
    });

    const badItem = await putSection(testApp, lab.cookie, id, 'tests', {
      answers: {
        items: [
          { key: 'first', analyte: 'Lead' },
          { key: 'bad key!', analyte: 42 },
        ],
      },
      rowVersion: 0,
    });
    expect(badItem.statusCode).toBe(400);
    expect(Object.keys(badItem.json().message).sort()).toEqual([
      'answers.items.1.analyte',
      'answers.items.1.key',
    ]);
    expect((await details(testApp, lab.cookie, id)).sections.tests.rowVersion).toBe(0);
  });

  it('takes only the company’s own files, of a type and size the question accepts', async () => {
    const { lab, id } = await lrpDraft();
    const other = await registerLab(testApp);
    const theirs = await uploadFile(testApp, other.cookie, { name: 'Theirs.pdf', bytes: testFiles.pdf() });
    const picture = await uploadFile(testApp, lab.cookie, {
      name: 'Certificate.png',
      bytes: testFiles.png(),
    });
    const pdf = await uploadFile(testApp, lab.cookie, { name: 'Certificate.pdf', bytes: testFiles.pdf() });

    const save = (certificate: unknown) =>
      putSection(testApp, lab.cookie, id, 'accreditation', { answers: { certificate }, rowVersion: 0 });
    const foreign = await save(theirs);
    expect(foreign.statusCode).toBe(400);
    expect(messageOf(foreign)).toEqual({
      'answers.certificate': [SECTION_MESSAGES.unknownFile('your accreditation certificate')],
    });
    const wrongType = await save(picture);
    expect(wrongType.statusCode).toBe(400);
    expect(messageOf(wrongType)).toEqual({
      'answers.certificate': ['Your accreditation certificate must be a PDF'],
    });
    await testApp.database.db
      .update(attachments)
      .set({ fileSize: 11 * 1024 * 1024 })
      .where(eq(attachments.id, pdf.attachmentId));
    const tooLarge = await save(pdf);
    expect(tooLarge.statusCode).toBe(400);
    expect(messageOf(tooLarge)).toEqual({
      'answers.certificate': ['Your accreditation certificate must be smaller than 10 MB'],
    });
  });

  it('keeps a file’s name, size and scan status as stored, whatever the client said', async () => {
    const { lab, id } = await lrpDraft();
    const pdf = await uploadFile(testApp, lab.cookie, { name: 'Certificate.pdf', bytes: testFiles.pdf() });
    const response = await putSection(testApp, lab.cookie, id, 'accreditation', {
      answers: { certificate: { ...pdf, displayFileName: 'Renamed.pdf', fileSize: 1, attachmentStatus: 3 } },
      rowVersion: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.section.answers.certificate).toEqual(pdf);
    await setScanStatus(testApp, pdf.attachmentId, AttachmentScanStatus.suspicious);
    const draft = await details(testApp, lab.cookie, id);
    expect(draft.sections.accreditation.answers.certificate.attachmentStatus).toBe(
      AttachmentScanStatus.suspicious,
    );
  });

  it('two saves from the same row version: one is kept, the other gets 409 with the newer answers', async () => {
    const { lab, id } = await lrpDraft();
    const save = (name: string) =>
      putSection(testApp, lab.cookie, id, 'contact', { answers: { name }, rowVersion: 0 });
    const [first, second] = await Promise.all([save('Grace Lee'), save('Henry Tan')]);
    const responses = [first, second];
    expect(responses.map((response) => response?.statusCode).sort()).toEqual([200, 409]);
    const kept = responses.find((response) => response?.statusCode === 200);
    const refused = responses.find((response) => response?.statusCode === 409);
    const winner = kept?.json().data.section;
    expect(messageOf(refused as never)).toMatch(
      /^This section was changed in another tab or by someone else at \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d\. Their answers are shown now: check them and make your changes again\.$/,
    );
    expect(refused?.json().data).toEqual(winner);
    expect(winner.rowVersion).toBe(1);

    const stale = await putSection(testApp, lab.cookie, id, 'contact', {
      answers: { name: 'Late' },
      rowVersion: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.answers).toEqual(winner.answers);
  });

  it('404 for a section the form does not have, and for another company’s draft', async () => {
    const { lab, id } = await lrpDraft();
    const unknown = await putSection(testApp, lab.cookie, id, 'noSuchSection', {
      answers: {},
      rowVersion: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(SECTION_MESSAGES.noSection('noSuchSection'));
    const other = await registerLab(testApp);
    const foreign = await putSection(testApp, other.cookie, id, 'laboratory', { answers: {}, rowVersion: 0 });
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe('We could not find this application.');
  });

  it('refuses a row version that is not a whole number of zero or more', async () => {
    const { lab, id } = await lrpDraft();
    const response = await putSection(testApp, lab.cookie, id, 'laboratory', { answers: {}, rowVersion: -1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().message)).toEqual(['rowVersion']);
  });
});
