import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../testing/fake-api';
import type { Attachment } from './attachment';
import { FileUpload } from './file-upload';

const SAS = 'POST /api/attachments/sas';
const MB = 1024 * 1024;

function Field(props: { readonly fileTypes?: readonly ('pdf' | 'jpg' | 'png')[]; readonly maxMb?: number }) {
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

const renderField = (props: Parameters<typeof Field>[0] = {}) =>
  renderAt(<Field {...props} />, { route: '/', path: '/' });

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
});
