import type { OfficerUserGuide } from '@fsmis/domain';
import { type FakeReply, fakeApi } from '@fsmis/ui/testing/fake-api';
import { fakeUploads } from '@fsmis/ui/testing/fake-uploads';
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

const pdfNamed = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

/**
 * The API as the form meets it: the upload of the PDF (`uploads`), and the guide's own calls, each
 * answered with `answer`'s envelope and recorded.
 */
function answering(answer: FakeReply, uploads = fakeUploads()) {
  const { calls } = fakeApi(uploads.routes, (body, call) =>
    call.path.startsWith('/api/attachments/') ? uploads.otherwise(body, call) : answer,
  );
  const guideCalls = () => calls.filter((call) => call.path.startsWith('/api/officer/user-guides'));
  return { uploads, guideCalls };
}

function renderGuideForm(guide: OfficerUserGuide | null = null) {
  const onDone = vi.fn();
  const onStopReplacing = vi.fn();
  renderForm(<UserGuideForm guide={guide} onDone={onDone} onStopReplacing={onStopReplacing} />);
  return { onDone, onStopReplacing };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const typedIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Uploads a PDF in the field labelled `label`, and waits until it has passed its scan. */
async function uploadPdf(label: string, name: string) {
  chooseFiles(label, [pdfNamed(name)]);
  await vi.waitFor(() => expect(screen.getByText('Ready')).toBeTruthy());
}

async function fillNewGuide() {
  fill('Title', ' Renewing a recognition ');
  fill('What the guide covers', 'When and how to renew.');
  fireEvent.click(screen.getByLabelText('Local laboratories'));
  fill('Version', '1.0');
  await uploadPdf('File', 'renewing.pdf');
}

afterEach(cleanup);

describe('publishing a user guide', () => {
  it('names every field left empty, in the form’s order, before anything is confirmed or sent', async () => {
    const { guideCalls } = answering({ data: GUIDE });
    renderGuideForm();
    await press('Publish the guide');
    expect(summaryEntries()).toEqual([
      ['Enter the title of the guide', '#guide-title'],
      ['Enter what the guide covers', '#guide-description'],
      ['Choose who the guide is for', '#guide-audience'],
      ['Enter the version of the guide, like 2.1', '#guide-version'],
      ['Choose the PDF of the guide', '#guide-file'],
    ]);
    expect(screen.getByLabelText('File').getAttribute('aria-invalid')).toBe('true');
    expect(openDialog()).toBeNull();
    expect(guideCalls()).toHaveLength(0);
  });

  it('shows the upload’s refusal of a file that is not a PDF at its field', async () => {
    answering({ data: GUIDE }, fakeUploads({ refuse: () => 'The file must be a PDF' }));
    renderGuideForm();
    chooseFiles('File', [new File(['x'], 'renewing.png', { type: 'image/png' })]);
    await vi.waitFor(() => expect(screen.getByText('Not uploaded')).toBeTruthy());
    fill('Title', 'Renewing a recognition');
    fill('What the guide covers', 'When and how to renew.');
    fireEvent.click(screen.getByLabelText('Local laboratories'));
    fill('Version', '1.0');
    await press('Publish the guide');
    expect(summaryEntries()).toEqual([['The file must be a PDF', '#guide-file']]);
    expect(openDialog()).toBeNull();
  });

  it('is not confirmed while the PDF is checked for viruses', async () => {
    const { guideCalls } = answering({ data: GUIDE }, fakeUploads({ scanned: false }));
    renderGuideForm();
    fill('Title', 'Renewing a recognition');
    fill('What the guide covers', 'When and how to renew.');
    fireEvent.click(screen.getByLabelText('Local laboratories'));
    fill('Version', '1.0');
    chooseFiles('File', [pdfNamed('renewing.pdf')]);
    await vi.waitFor(() => expect(screen.getByText('Checking for viruses…')).toBeTruthy());
    await press('Publish the guide');
    expect(summaryEntries()).toEqual([
      ['Wait until renewing.pdf has been checked for viruses', '#guide-file'],
    ]);
    expect(openDialog()).toBeNull();
    expect(guideCalls()).toHaveLength(0);
  });

  it('offers PDFs only, and counts the description against the contract’s limit', () => {
    answering({ data: GUIDE });
    renderGuideForm();
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.pdf,application/pdf');
    fill('What the guide covers', 'When and how to renew.');
    expect(document.querySelector('.textarea__count')?.textContent).toBe('You have 978 characters remaining');
  });

  it('publishes once confirmed, naming the PDF’s upload, then starts afresh', async () => {
    const { uploads, guideCalls } = answering({
      status: 201,
      data: GUIDE,
      message: 'Published "Renewing a recognition".',
    });
    const { onDone } = renderGuideForm();
    await fillNewGuide();
    await press('Publish the guide');
    const dialog = screen.getByRole('dialog', { name: 'Publish “Renewing a recognition”?' });
    expect(dialog.textContent).toContain(
      'Version 1.0 (renewing.pdf) appears in the User Manual for local laboratories at once.',
    );
    expect(summaryEntries()).toEqual([]);
    expect(guideCalls()).toHaveLength(0);

    await press('Publish the guide', dialog);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Published "Renewing a recognition".'));
    expect(guideCalls().map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/officer/user-guides',
        body: {
          title: 'Renewing a recognition',
          description: 'When and how to renew.',
          audience: 'local',
          version: '1.0',
          file: uploads.attachments[0]?.attachmentId,
        },
      },
    ]);
    expect(openDialog()).toBeNull();
    expect(typedIn('Title')).toBe('');
    expect(typedIn('Version')).toBe('');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { guideCalls } = answering({ data: GUIDE });
    renderGuideForm();
    await fillNewGuide();
    await press('Publish the guide');
    await press('Cancel', openDialog() as HTMLElement);
    expect(openDialog()).toBeNull();
    expect(guideCalls()).toHaveLength(0);
  });

  it('shows the API’s refusal at the field it names, and keeps what was typed', async () => {
    answering({ status: 400, message: { file: ['The file must be a whole PDF'] } });
    const { onDone } = renderGuideForm();
    await fillNewGuide();
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
    await fillNewGuide();
    await press('Publish the guide');
    await press('Publish the guide', openDialog() as HTMLElement);
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['A guide has this title.', null],
        ['Choose another.', null],
      ]),
    );
  });

  it('clears the summary once the values pass', async () => {
    answering({ data: GUIDE });
    renderGuideForm();
    await press('Publish the guide');
    expect(summaryEntries()).toHaveLength(5);
    await fillNewGuide();
    await press('Publish the guide');
    expect(openDialog()).not.toBeNull();
    expect(summaryEntries()).toEqual([]);
  });
});

describe('replacing a guide’s file', () => {
  it('starts from the guide’s details, its heading focused, and can be left', async () => {
    answering({ data: GUIDE });
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
    const { uploads, guideCalls } = answering({
      data: { ...GUIDE, version: '2.2' },
      message: 'Saved "Getting started": companies now download version 2.2.',
    });
    const { onDone } = renderGuideForm(GUIDE);
    await press('Replace the file');
    expect(summaryEntries()).toEqual([['Choose the PDF of the guide', '#guide-file']]);

    fill('Version', '2.2');
    await uploadPdf('New file', 'getting-started-2.2.pdf');
    await press('Replace the file');
    const dialog = screen.getByRole('dialog', { name: 'Replace the file of “Getting started”?' });
    expect(dialog.textContent).toContain(
      'Companies download version 2.2 (getting-started-2.2.pdf) from now on; version 2.1 is deleted.',
    );
    await press('Replace the file', dialog);
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Saved "Getting started": companies now download version 2.2.'),
    );
    expect(guideCalls().map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'PUT',
        url: `/api/officer/user-guides/${GUIDE.id}`,
        body: {
          title: 'Getting started',
          description: 'Signing in.',
          audience: 'local',
          version: '2.2',
          file: uploads.attachments[0]?.attachmentId,
        },
      },
    ]);
  });
});
