import type { Question, RepeatingSection } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { answerRules, conditionText, emptyAnswerMessage, repetitionText } from './question-facts';

const accredited: Question = {
  id: 'accreditedBy',
  kind: 'radios',
  label: 'Accredited by',
  options: [
    { value: 'sac', label: 'SAC-SINGLAS' },
    { value: 'other', label: 'Another body' },
  ],
};

describe('answerRules', () => {
  it('puts a question’s kind and limits in words', () => {
    expect(answerRules({ id: 'uen', kind: 'text', label: 'UEN', maxLength: 12, format: 'uen' })).toBe(
      'Short text, up to 12 characters, must be a UEN',
    );
    expect(
      answerRules({
        id: 'staff',
        kind: 'number',
        label: 'Staff',
        min: 1,
        max: 500,
        integer: true,
        suffix: 'people',
      }),
    ).toBe('Whole number, from 1 to 500, in people');
    expect(answerRules({ id: 'since', kind: 'date', label: 'Since', relativeToToday: 'past' })).toBe(
      'Date, today or earlier',
    );
    expect(answerRules({ id: 'cv', kind: 'file', label: 'CV', fileTypes: ['pdf', 'jpg'], maxMb: 5 })).toBe(
      'File: PDF or JPG, up to 5 MB',
    );
    expect(answerRules(accredited)).toBe('One choice of 2');
  });
});

describe('conditionText', () => {
  it('names the controlling question and its option by their labels', () => {
    expect(conditionText({ question: 'accreditedBy', equals: 'other' }, [accredited])).toBe(
      'Shown when “Accredited by” is “Another body”',
    );
  });
});

describe('emptyAnswerMessage', () => {
  it('gives the message a company reads for a required question left empty, and none for an optional one', () => {
    expect(emptyAnswerMessage({ id: 'name', kind: 'text', label: 'Laboratory name', maxLength: 200 })).toBe(
      'Enter laboratory name',
    );
    expect(emptyAnswerMessage(accredited)).toBe('Select accredited by');
    expect(
      emptyAnswerMessage({ id: 'unit', kind: 'text', label: 'Unit', maxLength: 20, optional: true }),
    ).toBeNull();
  });
});

describe('repetitionText', () => {
  it('says how many items a repeating section takes and what names them', () => {
    const section: RepeatingSection = {
      id: 'tests',
      kind: 'repeating',
      title: 'Tests',
      itemName: 'test',
      minItems: 1,
      maxItems: 50,
      questions: [{ id: 'analyte', kind: 'text', label: 'Analyte', maxLength: 100 }],
    };
    expect(repetitionText(section)).toBe(
      'The company adds one test at a time: at least 1, at most 50 tests. Each test is listed by “Analyte”.',
    );
  });
});
