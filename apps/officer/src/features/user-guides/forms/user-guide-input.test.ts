import { fieldProblemsOf } from '@fsmis/ui/lib/form-problems';
import { schemaFields } from '@fsmis/ui/lib/use-form-kit';
import { describe, expect, it } from 'vitest';
import { USER_GUIDE_FORM_MESSAGES, userGuideFormSchema, userGuideFormValuesOf } from './user-guide-input';

const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'guide.pdf', { type: 'application/pdf' });
const values = {
  title: ' Getting started ',
  description: 'Signing in.',
  audience: 'all' as const,
  version: '2.2',
  file: pdf,
};

/** The first problem of each field, as the form shows them. */
function problemsOf(input: Parameters<typeof userGuideFormSchema.safeParse>[0]) {
  const parsed = userGuideFormSchema.safeParse(input);
  return parsed.success ? {} : fieldProblemsOf(parsed.error, schemaFields(userGuideFormSchema, 'guide'));
}

describe('the user guide form', () => {
  it('takes the details as the API will, with the PDF', () => {
    expect(userGuideFormSchema.parse(values)).toEqual({
      title: 'Getting started',
      description: 'Signing in.',
      audience: 'all',
      version: '2.2',
      file: pdf,
    });
  });

  it('names every missing field, the file included', () => {
    expect(problemsOf(userGuideFormValuesOf(null))).toEqual({
      title: 'Enter the title of the guide',
      description: 'Enter what the guide covers',
      audience: 'Choose who the guide is for: local, pt, all',
      version: 'Enter the version of the guide, like 2.1',
      file: USER_GUIDE_FORM_MESSAGES.fileMissing,
    });
  });

  it('refuses a file that is not a PDF, or is empty', () => {
    const image = new File(['x'], 'guide.png', { type: 'image/png' });
    const empty = new File([], 'guide.pdf', { type: 'application/pdf' });
    expect(problemsOf({ ...values, file: image })).toEqual({ file: USER_GUIDE_FORM_MESSAGES.fileNotPdf });
    expect(problemsOf({ ...values, file: empty })).toEqual({ file: USER_GUIDE_FORM_MESSAGES.fileEmpty });
  });

  it('takes a PDF by its name when the browser gives it no type', () => {
    const untyped = new File(['%PDF-1.4'], 'Guide.PDF', { type: '' });
    expect(problemsOf({ ...values, file: untyped })).toEqual({});
  });
});
