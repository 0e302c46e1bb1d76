import { describe, expect, it } from 'vitest';
import { USER_GUIDE_FORM_MESSAGES, userGuideFormValuesOf, userGuideRequestOf } from './user-guide-input';

const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'guide.pdf', { type: 'application/pdf' });
const values = {
  title: ' Getting started ',
  description: 'Signing in.',
  audience: 'all' as const,
  version: '2.2',
  file: pdf,
};

describe('the user guide form', () => {
  it('takes the details as the API will, with the PDF', () => {
    expect(userGuideRequestOf(values)).toEqual({
      ok: true,
      details: { title: 'Getting started', description: 'Signing in.', audience: 'all', version: '2.2' },
      file: pdf,
    });
  });

  it('names every missing field, the file included', () => {
    expect(userGuideRequestOf(userGuideFormValuesOf(null))).toEqual({
      ok: false,
      problems: {
        title: 'Enter the title of the guide',
        description: 'Enter what the guide covers',
        audience: 'Choose who the guide is for: local, pt, all',
        version: 'Enter the version of the guide, like 2.1',
        file: USER_GUIDE_FORM_MESSAGES.fileMissing,
      },
    });
  });

  it('refuses a file that is not a PDF, or is empty', () => {
    const image = new File(['x'], 'guide.png', { type: 'image/png' });
    const empty = new File([], 'guide.pdf', { type: 'application/pdf' });
    expect(userGuideRequestOf({ ...values, file: image })).toEqual({
      ok: false,
      problems: { file: USER_GUIDE_FORM_MESSAGES.fileNotPdf },
    });
    expect(userGuideRequestOf({ ...values, file: empty })).toEqual({
      ok: false,
      problems: { file: USER_GUIDE_FORM_MESSAGES.fileEmpty },
    });
  });
});
