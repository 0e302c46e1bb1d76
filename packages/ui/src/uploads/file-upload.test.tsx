import { fakeApi } from '@fsmis/ui/testing/fake-api';
import { fakeUploads } from '@fsmis/ui/testing/fake-uploads';
import { renderForm } from '@fsmis/ui/testing/form-test-kit';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from './attachment';
import { FileUpload } from './file-upload';

const SAS = 'POST /api/attachments/sas';
const MB = 1024 * 1024;

function Field(props: {
  readonly fileTypes?: readonly ('pdf' | 'jpg' | 'png')[];
  readonly maxMb?: number;
  readonly onProblem?: (problem: string | null, uploading: string | null) => void;
}) {
  const [value, setValue] = useState<Attachment | null>(null);
  return (
    <FileUpload
      id="certificate"
      label="Accreditation certificate"
      hint="The certificate your accreditation body issued."
      purpose="document"
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

const renderField = (props: Parameters<typeof Field>[0] = {}) => renderForm(<Field {...props} />);

const input = () => screen.getByLabelText('Accreditation certificate') as HTMLInputElement;
const choose = (file: File) =>
  act(async () => {
    fireEvent.change(input(), { target: { files: [file] } });
  });
/** A file of `size` bytes, without allocating them. */
const fileOf = (name: string, size: number, type = 'application/pdf') => {
  const file = new File(['%PDF-'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const description = () =>
  (input().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const fieldError = () => document.querySelector('.form-field__error')?.textContent ?? null;

afterEach(cleanup);

describe('the upload field', () => {
  it('says what it takes in its hint before any file is chosen', () => {
    fakeApi({});
    renderField({ fileTypes: ['pdf'] });
    expect(description()).toBe('The certificate your accreditation body issued. PDF only, up to 10 MB.');
    expect(input().accept).toBe('.pdf,application/pdf');
    expect(fieldError()).toBeNull();
  });

  it('shows a refusal of its size on the field, sends no byte, and offers no second try', async () => {
    const api = fakeApi({
      [SAS]: () => ({ status: 400, message: { file: ['The file must be 2 MB or smaller'] } }),
    });
    renderField({ maxMb: 2 });
    await choose(fileOf('scan.pdf', 2 * MB + 1));
    await vi.waitFor(() => expect(fieldError()).toBe('Error: The file must be 2 MB or smaller'));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(description()).toContain('The file must be 2 MB or smaller');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([SAS]);
    expect(api.sent('POST', '/api/attachments/sas')[0]?.body).toMatchObject({ maxMb: 2 });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Ready')).toBeNull();
    expect(screen.getByText('Not uploaded')).toBeTruthy();
  });

  it("tells the API the field's own types, and shows its refusal on the field without a second try", async () => {
    const api = fakeApi({ [SAS]: () => ({ status: 400, message: { file: ['The file must be a PDF'] } }) });
    renderField({ fileTypes: ['pdf'] });
    await choose(fileOf('photo.pdf', 2000));
    await vi.waitFor(() => expect(fieldError()).toBe('Error: The file must be a PDF'));
    expect(api.sent('POST', '/api/attachments/sas')[0]?.body).toEqual({
      fileName: 'photo.pdf',
      fileSize: 2000,
      purpose: 'document',
      fileTypes: ['pdf'],
    });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Ready')).toBeNull();
  });

  it('offers a second try when the server failed, since that may pass', async () => {
    fakeApi({ [SAS]: () => ({ status: 500, message: 'Something went wrong' }) });
    renderField();
    await choose(fileOf('scan.pdf', 2000));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
    expect(screen.queryByText('Ready')).toBeNull();
  });

  it('takes the `accept` it is given for a purpose beyond a company’s types', () => {
    fakeApi({});
    renderForm(
      <FileUpload
        id="certificate"
        label="Accreditation certificate"
        hint="The certificate your accreditation body issued."
        purpose="officer-document"
        accept=".docx"
        value={null}
        onChange={() => undefined}
      />,
    );
    expect(input().accept).toBe('.docx');
    expect(description()).toBe(
      'The certificate your accreditation body issued. PDF, JPG, PNG, Word or Excel, up to 10 MB.',
    );
  });

  it('tells the file on its way, then its own problem, as the upload moves on', async () => {
    const uploads = fakeUploads({ refuse: () => 'The selected file contains a virus' });
    fakeApi(uploads.routes, uploads.otherwise);
    const onProblem = vi.fn<(problem: string | null, uploading: string | null) => void>();
    renderField({ onProblem });
    await choose(fileOf('scan.pdf', 2000));
    await vi.waitFor(() => expect(fieldError()).toBe('Error: The selected file contains a virus'));
    expect(onProblem.mock.calls).toEqual([
      [null, null],
      [null, 'scan.pdf'],
      ['The selected file contains a virus', null],
    ]);
  });
});
