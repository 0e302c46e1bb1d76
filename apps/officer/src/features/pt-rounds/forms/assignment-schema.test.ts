import { describe, expect, it } from 'vitest';
import { assignmentFormSchema } from './assignment-schema';

const typed = {
  source: 'consensus',
  referenceValue: '',
  referenceUncertainty: '',
  sigmaRule: 'robust',
  sigmaValue: '',
};

const messages = (values: typeof typed) =>
  Object.fromEntries(
    (assignmentFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('how an analyte is scored, as typed', () => {
  it('reads the numbers a reference value and a fixed sigma_pt need', () => {
    expect(
      assignmentFormSchema.parse({
        source: 'reference',
        referenceValue: ' 10.5 ',
        referenceUncertainty: '0.1',
        sigmaRule: 'fixed',
        sigmaValue: '1.2e0',
      }),
    ).toEqual({
      source: 'reference',
      referenceValue: 10.5,
      referenceUncertainty: 0.1,
      sigmaRule: 'fixed',
      sigmaValue: 1.2,
    });
  });

  it('leaves out what the chosen rules do not use, however it was left typed', () => {
    expect(
      assignmentFormSchema.parse({
        ...typed,
        referenceValue: 'ten',
        referenceUncertainty: '?',
        sigmaValue: 'x',
      }),
    ).toEqual({
      source: 'consensus',
      referenceValue: null,
      referenceUncertainty: null,
      sigmaRule: 'robust',
      sigmaValue: null,
    });
  });

  it('says which number is missing or not a number, in the domain’s words where it has them', () => {
    expect(messages({ ...typed, source: 'reference', sigmaRule: 'percent' })).toEqual({
      referenceValue: 'Enter the reference value',
      referenceUncertainty: 'Enter the standard uncertainty of the reference value',
      sigmaValue: 'Enter sigma_pt, or the percentage of the assigned value',
    });
    expect(
      messages({ ...typed, source: 'reference', referenceValue: '10,5', referenceUncertainty: '0.1' }),
    ).toEqual({ referenceValue: 'Enter the reference value as a number, like 10.5' });
    expect(messages({ ...typed, sigmaRule: 'fixed', sigmaValue: '0' })).toEqual({
      sigmaValue: 'sigma_pt must be greater than 0',
    });
  });
});
