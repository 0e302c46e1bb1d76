import type { OfficerUserGuide } from '@fsmis/domain';
import { type FakeReply, fakeApi } from '@fsmis/ui/testing/fake-api';
import { chooseFiles, openDialog, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserGuideForm } from './user-guide-form';

const GUIDE: OfficerUserGuide = {
  id: '4b1f7c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Getting started',
  description: 'Signing in.',
  audience: 'local',
  fileName: 'getting-started.pdf',
  fileSize: 16,
  version: '2.1',
  createdAt: '2026-01-05T02:00:00.000Z',
  updatedAt: '2026-01-05T02:00:00.000Z',
};

const PDF_TEXT = '%PDF-1.4\n%%EOF\n';
const pdfNamed = (name: string) => new File([PDF_TEXT], name, { type: 'application/pdf' });

/** The API as the form meets it: each call recorded, each answered with `answer`'s envelope. */
const answering = (answer: FakeReply) => fakeApi({}, () => answer).calls;

function renderGuideForm(guide: OfficerUserGuide | null = null) {
  const onDone = vi.fn();
  const onStopReplacing = vi.fn();
  renderForm(<UserGuideForm guide={guide} onDone={onDone} onStopReplacing={onStopReplacing} />);
  return { onDone, onStopReplacing };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const typedIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

function fillNewGuide() {
  fill('Title', ' Renewing a recognition ');
  fill('What the guide covers', 'When and how to renew.');
  fireEvent.click(screen.getByLabelText('Local laboratories'));
  fill('Version', '1.0');
  chooseFiles('File', [pdfNamed('renewing.pdf')]);
}

afterEach(cleanup);

describe('publishing a user guide', () => {
  it('names every field left empty, in the form’s order, before anything is confirmed or sent', async () => {
    const calls = answering({ data: GUIDE });
    renderGuideForm();
    await press('Publish the guide');
    expect(summaryEntries()).toEqual([
      ['Enter the title of the guide', '#guide-title'],
      ['Enter what the guide covers', '#guide-description'],
      ['Choose who the guide is for: local, pt, all', '#guide-audience'],
      ['Enter the version of the guide, like 2.1', '#guide-version'],
      ['Choose the PDF of the guide', '#guide-file'],
    ]);
    expect(screen.getByLabelText('File').getAttribute('aria-invalid')).toBe('true');
    expect(openDialog()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('refuses a file that is not a PDF at its field', async () => {
    renderGuideForm();
    fillNewGuide();
    chooseFiles('File', [new File(['x'], 'renewing.png', { type: 'image/png' })]);
    await press('Publish the guide');
    expect(summaryEntries()).toEqual([['The file must be a PDF', '#guide-file']]);
    expect(openDialog()).toBeNull();
  });

  it('offers PDFs only, and counts the description against the contract’s limit', () => {
    renderGuideForm();
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.pdf,application/pdf');
    fill('What the guide covers', 'When and how to renew.');
    expect(document.querySelector('.textarea__count')?.textContent).toBe('You have 978 characters remaining');
  });

  it('publishes once confirmed, with the PDF’s bytes, then starts afresh', async () => {
    const calls = answering({ status: 201, data: GUIDE, message: 'Published "Renewing a recognition".' });
    const { onDone } = renderGuideForm();
    fillNewGuide();
    await press('Publish the guide');
    const dialog = screen.getByRole('dialog', { name: 'Publish “Renewing a recognition”?' });
    expect(dialog.textContent).toContain(
      'Version 1.0 (renewing.pdf) appears in the User Manual for local laboratories at once.',
    );
    expect(summaryEntries()).toEqual([]);
    expect(calls).toHaveLength(0);

    await press('Publish the guide', dialog);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Published "Renewing a recognition".'));
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/officer/user-guides',
        body: {
          title: 'Renewing a recognition',
          description: 'When and how to renew.',
          audience: 'local',
          version: '1.0',
          file: { fileName: 'renewing.pdf', contentBase64: btoa(PDF_TEXT) },
        },
      },
    ]);
    expect(openDialog()).toBeNull();
    expect(typedIn('Title')).toBe('');
    expect(typedIn('Version')).toBe('');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const calls = answering({ data: GUIDE });
    renderGuideForm();
    fillNewGuide();
    await press('Publish the guide');
    await press('Cancel', openDialog() as HTMLElement);
    expect(openDialog()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the API’s refusal at the field it names, and keeps what was typed', async () => {
    answering({ status: 400, message: { file: ['The file must be a whole PDF'] } });
    const { onDone } = renderGuideForm();
    fillNewGuide();
    await press('Publish the guide');
    await press('Publish the guide', openDialog() as HTMLElement);
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['The file must be a whole PDF', '#guide-file']]),
    );
    expect(screen.getByLabelText('File').getAttribute('aria-invalid')).toBe('true');
    expect(openDialog()).toBeNull();
    expect(typedIn('Title')).toBe(' Renewing a recognition ');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field as the API’s message, a line each', async () => {
    answering({ status: 409, message: 'A guide has this title.\nChoose another.' });
    renderGuideForm();
    fillNewGuide();
    await press('Publish the guide');
    await press('Publish the guide', openDialog() as HTMLElement);
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['A guide has this title.', null],
        ['Choose another.', null],
      ]),
    );
  });

  it('asks for the file again when it cannot be read, and sends nothing', async () => {
    const calls = answering({ data: GUIDE });
    renderGuideForm();
    fillNewGuide();
    const unreadable = pdfNamed('renewing.pdf');
    Object.defineProperty(unreadable, 'arrayBuffer', { value: () => Promise.reject(new Error('Moved')) });
    chooseFiles('File', [unreadable]);
    await press('Publish the guide');
    await press('Publish the guide', openDialog() as HTMLElement);
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['We could not read the file. Choose it again.', '#guide-file']]),
    );
    expect(screen.getByLabelText('File').getAttribute('aria-invalid')).toBe('true');
    expect(openDialog()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('clears the summary once the values pass', async () => {
    renderGuideForm();
    await press('Publish the guide');
    expect(summaryEntries()).toHaveLength(5);
    fillNewGuide();
    await press('Publish the guide');
    expect(openDialog()).not.toBeNull();
    expect(summaryEntries()).toEqual([]);
  });
});

describe('replacing a guide’s file', () => {
  it('starts from the guide’s details, its heading focused, and can be left', async () => {
    const { onStopReplacing } = renderGuideForm(GUIDE);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Replace the file of “Getting started”' }),
    );
    expect(typedIn('Title')).toBe('Getting started');
    expect(typedIn('What the guide covers')).toBe('Signing in.');
    expect((screen.getByLabelText('Local laboratories') as HTMLInputElement).checked).toBe(true);
    expect(typedIn('Version')).toBe('2.1');
    expect(screen.getByText('Like 2.1. The file now published is version 2.1.')).toBeTruthy();
    await press('Cancel replacing');
    expect(onStopReplacing).toHaveBeenCalledTimes(1);
  });

  it('asks for the new file, then replaces it once confirmed', async () => {
    const calls = answering({
      data: { ...GUIDE, version: '2.2' },
      message: 'Saved "Getting started": companies now download version 2.2.',
    });
    const { onDone } = renderGuideForm(GUIDE);
    await press('Replace the file');
    expect(summaryEntries()).toEqual([['Choose the PDF of the guide', '#guide-file']]);

    fill('Version', '2.2');
    chooseFiles('New file', [pdfNamed('getting-started-2.2.pdf')]);
    await press('Replace the file');
    const dialog = screen.getByRole('dialog', { name: 'Replace the file of “Getting started”?' });
    expect(dialog.textContent).toContain(
      'Companies download version 2.2 (getting-started-2.2.pdf) from now on; version 2.1 is deleted.',
    );
    await press('Replace the file', dialog);
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Saved "Getting started": companies now download version 2.2.'),
    );
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'PUT',
        url: `/api/officer/user-guides/${GUIDE.id}`,
        body: {
          title: 'Getting started',
          description: 'Signing in.',
          audience: 'local',
          version: '2.2',
          file: { fileName: 'getting-started-2.2.pdf', contentBase64: btoa(PDF_TEXT) },
        },
      },
    ]);
  });
});
