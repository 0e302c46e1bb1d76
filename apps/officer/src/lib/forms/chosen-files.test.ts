import { proposeSuspensionSchema } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  chosenFileSchema,
  chosenFilesSchema,
  chosenPdfSchema,
  NOT_A_PDF,
  readChosenFiles,
} from './chosen-files';

const pdf = (name: string, content = '%PDF-1.4') => new File([content], name, { type: 'application/pdf' });
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe('files an officer chose', () => {
  it('asks for the one file until it is chosen, then checks its name by the domain’s rule', () => {
    const schema = chosenFileSchema('Choose the report');
    expect(messagesOf(schema.safeParse(null))).toEqual(['Choose the report']);
    expect(messagesOf(schema.safeParse(pdf('a/b.pdf')))).toEqual(['The file name must not contain slashes']);
    const report = pdf('report.pdf');
    expect(schema.parse(report)).toBe(report);
  });

  it('checks a list by the contract’s own count rule, and refuses an empty file by its name', () => {
    const schema = chosenFilesSchema(proposeSuspensionSchema.shape.files);
    expect(schema.safeParse([pdf('a.pdf'), pdf('b.pdf')]).success).toBe(true);
    const eleven = Array.from({ length: 11 }, (_, index) => pdf(`${index}.pdf`));
    expect(messagesOf(schema.safeParse(eleven))).toEqual(['Attach at most 10 documents']);
    expect(messagesOf(schema.safeParse([pdf('empty.pdf', '')]))).toEqual([
      'empty.pdf is empty: choose another file',
    ]);
  });

  it('reads the chosen files only to send them, as the officer API takes them', async () => {
    expect(
      await readChosenFiles({
        title: 'Scope',
        file: pdf('scope.pdf', 'one'),
        files: [pdf('a.pdf', 'two')],
        none: [],
        existing: false,
      }),
    ).toEqual({
      title: 'Scope',
      file: { fileName: 'scope.pdf', contentBase64: btoa('one') },
      files: [{ fileName: 'a.pdf', contentBase64: btoa('two') }],
      none: [],
      existing: false,
    });
  });
});

describe('a PDF the officer chose', () => {
  const schema = chosenPdfSchema({ missing: 'Choose the PDF', empty: 'The PDF is empty' });
  const messageOf = (value: File | null) => schema.safeParse(value).error?.issues[0]?.message ?? null;

  it('is asked for, must be a PDF and must hold something, in the field’s own words', () => {
    expect(messageOf(null)).toBe('Choose the PDF');
    expect(messageOf(new File(['x'], 'photo.png', { type: 'image/png' }))).toBe(NOT_A_PDF);
    expect(messageOf(new File([], 'terms.pdf', { type: 'application/pdf' }))).toBe('The PDF is empty');
  });

  it('is known by its name when the browser gives no type', () => {
    const file = new File(['%PDF-1.4'], 'Terms.PDF');
    expect(schema.safeParse(file).data).toBe(file);
  });
});
