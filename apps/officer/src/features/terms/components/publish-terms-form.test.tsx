import { Programme, type PublishedTerms } from '@fsmis/domain';
import { type FakeReply, fakeApi } from '@fsmis/ui/testing/fake-api';
import { fakeUploads } from '@fsmis/ui/testing/fake-uploads';
import { chooseFiles, openDialog, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublishTermsForm } from './publish-terms-form';

const PUBLISHED: PublishedTerms = {
  document: {
    id: '22222222-2222-4222-8222-222222222222',
    applicationType: { value: Programme.IBR, label: 'IBR' },
    version: 4,
    title: 'IBR Company Terms and Conditions, 2027 edition',
    fileName: 'ibr-terms-2027.pdf',
    fileSize: 16,
    publishedAt: '2026-12-01T02:00:00.000Z',
    publishedBy: { userId: '33333333-3333-4333-8333-333333333333', name: 'Officer Tan' },
  },
  companiesToAcknowledgeAgain: 7,
};

const pdfNamed = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
const FILE_LABEL = 'PDF of the terms and conditions';
const PUBLISH = 'POST /api/officer/terms-documents';

/**
 * The API as the form meets it: the upload of the PDF (`uploads`), and publishing answered with
 * `answer`'s envelope; each call recorded.
 */
function answering(answer: FakeReply, uploads = fakeUploads()) {
  const { calls } = fakeApi({ ...uploads.routes, [PUBLISH]: () => answer }, uploads.otherwise);
  const sentTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { uploads, sentTo, published: () => sentTo(PUBLISH) };
}

function renderPublishForm() {
  const onPublished = vi.fn();
  const nextVersionOf = (programme: Programme) => (programme === Programme.IBR ? 4 : 1);
  renderForm(<PublishTermsForm nextVersionOf={nextVersionOf} onPublished={onPublished} />);
  return onPublished;
}

const title = () => screen.getByLabelText('Title') as HTMLInputElement;

/** Fills the form; `ready` waits until the PDF has passed its scan. */
async function fillTerms({ ready = true }: { readonly ready?: boolean } = {}) {
  fireEvent.click(screen.getByLabelText('IBR'));
  fireEvent.change(title(), { target: { value: ' IBR Company Terms and Conditions, 2027 edition ' } });
  chooseFiles(FILE_LABEL, [pdfNamed('ibr-terms-2027.pdf')]);
  if (ready) await vi.waitFor(() => expect(screen.getByText('Ready')).toBeTruthy());
}

afterEach(cleanup);

describe('publishing a new version of the terms', () => {
  it('names each field left empty, in the form’s order, before anything is confirmed or sent', async () => {
    const { published } = answering({ data: PUBLISHED });
    renderPublishForm();
    await press('Publish the new version');
    expect(summaryEntries()).toEqual([
      ['Choose the programme of the terms and conditions', '#terms-publish-programme'],
      ['Enter the title of the terms and conditions', '#terms-publish-title'],
      ['Choose the PDF of the terms and conditions', '#terms-publish-file'],
    ]);
    expect(screen.getByLabelText(FILE_LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(openDialog()).toBeNull();
    expect(published()).toHaveLength(0);
  });

  it('uploads PDFs only, and shows the upload’s refusal of another file at its field', async () => {
    const { sentTo } = answering(
      { data: PUBLISHED },
      fakeUploads({ refuse: () => 'The file must be a PDF' }),
    );
    renderPublishForm();
    expect(screen.getByLabelText(FILE_LABEL).getAttribute('accept')).toBe('.pdf,application/pdf');
    expect(screen.getByText(/PDF only, up to 10 MB\.$/)).toBeTruthy();
    await fillTerms({ ready: false });
    await vi.waitFor(() => expect(screen.getByText('Not uploaded')).toBeTruthy());
    expect(sentTo('POST /api/attachments/sas')[0]?.body).toMatchObject({
      purpose: 'officer-document',
      fileTypes: ['pdf'],
    });
    await press('Publish the new version');
    expect(summaryEntries()).toEqual([['The file must be a PDF', '#terms-publish-file']]);
    expect(openDialog()).toBeNull();
  });

  it('is not confirmed or sent while the PDF is checked for viruses', async () => {
    const { published } = answering({ data: PUBLISHED }, fakeUploads({ scanned: false }));
    renderPublishForm();
    await fillTerms({ ready: false });
    await vi.waitFor(() => expect(screen.getByText('Checking for viruses…')).toBeTruthy());
    await press('Publish the new version');
    expect(summaryEntries()).toEqual([
      ['Wait until ibr-terms-2027.pdf has been checked for viruses', '#terms-publish-file'],
    ]);
    expect(openDialog()).toBeNull();
    expect(published()).toHaveLength(0);
  });

  it('says who must acknowledge the new version, publishes the upload once confirmed, then starts afresh', async () => {
    const { uploads, published } = answering({
      status: 201,
      data: PUBLISHED,
      message: 'Published IBR version 4.',
    });
    const onPublished = renderPublishForm();
    await fillTerms();
    await press('Publish the new version');
    const dialog = screen.getByRole('dialog', { name: 'Publish version 4 of the IBR terms?' });
    expect(dialog.textContent).toContain(
      '“IBR Company Terms and Conditions, 2027 edition”, from ibr-terms-2027.pdf, becomes the current IBR terms and conditions.',
    );
    expect(dialog.textContent).toContain(
      'Every company that holds the IBR terms, sent or acknowledged, is sent version 4 and must acknowledge it again before its next IBR application.',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(published()).toHaveLength(0);

    await press('Publish the terms', dialog);
    await vi.waitFor(() =>
      expect(onPublished).toHaveBeenCalledWith({ published: PUBLISHED, message: 'Published IBR version 4.' }),
    );
    expect(published().map(({ body }) => body)).toEqual([
      {
        applicationType: Programme.IBR,
        title: 'IBR Company Terms and Conditions, 2027 edition',
        file: uploads.attachments[0]?.attachmentId,
      },
    ]);
    expect(openDialog()).toBeNull();
    expect(title().value).toBe('');
    expect((screen.getByLabelText('IBR') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the API’s refusal of the PDF (`file`) at the file’s field', async () => {
    answering({ status: 400, message: { file: ['The file must be a whole PDF that is not encrypted'] } });
    const onPublished = renderPublishForm();
    await fillTerms();
    await press('Publish the new version');
    await press('Publish the terms', openDialog() as HTMLElement);
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['The file must be a whole PDF that is not encrypted', '#terms-publish-file'],
      ]),
    );
    expect(screen.getByLabelText(FILE_LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(openDialog()).toBeNull();
    expect(title().value).toBe(' IBR Company Terms and Conditions, 2027 edition ');
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field as the API’s message, a line each', async () => {
    answering({ status: 409, message: 'Another officer published version 4.\nReload the page.' });
    renderPublishForm();
    await fillTerms();
    await press('Publish the new version');
    await press('Publish the terms', openDialog() as HTMLElement);
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['Another officer published version 4.', null],
        ['Reload the page.', null],
      ]),
    );
  });
});
