import { Programme, type PublishedTerms } from '@fsmis/domain';
import { type FakeReply, fakeApi } from '@fsmis/ui/testing/fake-api';
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

const PDF_TEXT = '%PDF-1.4\n%%EOF\n';
const pdfNamed = (name: string) => new File([PDF_TEXT], name, { type: 'application/pdf' });
const FILE_LABEL = 'PDF of the terms and conditions';

/** The API as the form meets it: each call recorded, each answered with `answer`'s envelope. */
const answering = (answer: FakeReply) => fakeApi({}, () => answer).calls;

function renderPublishForm() {
  const onPublished = vi.fn();
  const nextVersionOf = (programme: Programme) => (programme === Programme.IBR ? 4 : 1);
  renderForm(<PublishTermsForm nextVersionOf={nextVersionOf} onPublished={onPublished} />);
  return onPublished;
}

const title = () => screen.getByLabelText('Title') as HTMLInputElement;

function fillTerms(file: File = pdfNamed('ibr-terms-2027.pdf')) {
  fireEvent.click(screen.getByLabelText('IBR'));
  fireEvent.change(title(), { target: { value: ' IBR Company Terms and Conditions, 2027 edition ' } });
  chooseFiles(FILE_LABEL, [file]);
}

afterEach(cleanup);

describe('publishing a new version of the terms', () => {
  it('names each field left empty, in the form’s order, before anything is confirmed or sent', async () => {
    const calls = answering({ data: PUBLISHED });
    renderPublishForm();
    await press('Publish the new version');
    expect(summaryEntries()).toEqual([
      ['Choose the programme of the terms and conditions', '#terms-publish-programme'],
      ['Enter the title of the terms and conditions', '#terms-publish-title'],
      ['Choose the PDF of the terms and conditions', '#terms-publish-file'],
    ]);
    expect(screen.getByLabelText(FILE_LABEL).getAttribute('aria-invalid')).toBe('true');
    expect(openDialog()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('refuses a file that is not a PDF, or is empty, and offers PDFs only', async () => {
    renderPublishForm();
    expect(screen.getByLabelText(FILE_LABEL).getAttribute('accept')).toBe('.pdf,application/pdf');
    fillTerms(new File(['x'], 'terms.docx', { type: 'application/msword' }));
    await press('Publish the new version');
    expect(summaryEntries()).toEqual([['The file must be a PDF', '#terms-publish-file']]);
    chooseFiles(FILE_LABEL, [new File([], 'terms.pdf', { type: 'application/pdf' })]);
    await press('Publish the new version');
    expect(summaryEntries()).toEqual([
      ['The file is empty: choose the PDF of the terms and conditions', '#terms-publish-file'],
    ]);
    expect(openDialog()).toBeNull();
  });

  it('takes a PDF by its name when the browser gives it no type', async () => {
    renderPublishForm();
    fillTerms(new File([PDF_TEXT], 'Terms.PDF', { type: '' }));
    await press('Publish the new version');
    expect(openDialog()).not.toBeNull();
  });

  it('says who must acknowledge the new version, publishes once confirmed, then starts afresh', async () => {
    const calls = answering({ status: 201, data: PUBLISHED, message: 'Published IBR version 4.' });
    const onPublished = renderPublishForm();
    fillTerms();
    await press('Publish the new version');
    const dialog = screen.getByRole('dialog', { name: 'Publish version 4 of the IBR terms?' });
    expect(dialog.textContent).toContain(
      '“IBR Company Terms and Conditions, 2027 edition”, from ibr-terms-2027.pdf, becomes the current IBR terms and conditions.',
    );
    expect(dialog.textContent).toContain(
      'Every company that holds the IBR terms, sent or acknowledged, is sent version 4 and must acknowledge it again before its next IBR application.',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(calls).toHaveLength(0);

    await press('Publish the terms', dialog);
    await vi.waitFor(() =>
      expect(onPublished).toHaveBeenCalledWith({ published: PUBLISHED, message: 'Published IBR version 4.' }),
    );
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/officer/terms-documents',
        body: {
          applicationType: Programme.IBR,
          title: 'IBR Company Terms and Conditions, 2027 edition',
          content: btoa(PDF_TEXT),
        },
      },
    ]);
    expect(openDialog()).toBeNull();
    expect(title().value).toBe('');
    expect((screen.getByLabelText('IBR') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the API’s refusal of the PDF (`content`) at the file’s field', async () => {
    answering({ status: 400, message: { content: ['The file must be a whole PDF that is not encrypted'] } });
    const onPublished = renderPublishForm();
    fillTerms();
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
    fillTerms();
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
