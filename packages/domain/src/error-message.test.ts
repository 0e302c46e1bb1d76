import { describe, expect, it } from 'vitest';
import { flattenErrorMessage, sentenceEndingWith } from './error-message.js';

const fallback = 'Something went wrong. Try again.';

describe('flattenErrorMessage', () => {
  it('keeps a plain message', () => {
    expect(flattenErrorMessage('Enter your company UEN', fallback)).toBe('Enter your company UEN');
  });

  it('joins an array with line breaks', () => {
    expect(flattenErrorMessage(['First', 'Second'], fallback)).toBe('First\nSecond');
  });

  it('flattens field messages, nested to any depth, in order', () => {
    const message = {
      email: 'Enter an email address',
      telephone: { number: ['Enter a contact number', 'Use digits only'] },
      items: [{ name: 'Enter a name' }],
    };
    expect(flattenErrorMessage(message, fallback)).toBe(
      'Enter an email address\nEnter a contact number\nUse digits only\nEnter a name',
    );
  });

  it('removes duplicates and blanks', () => {
    expect(flattenErrorMessage({ a: 'Same', b: ['Same', ' ', ''], c: ' Same ' }, fallback)).toBe('Same');
  });

  it.each([undefined, null, '', '  ', [], {}, { a: [] }, 42, true])(
    'falls back to the client message for %j',
    (message) => {
      expect(flattenErrorMessage(message, fallback)).toBe(fallback);
    },
  );

  it('ignores values that are not text', () => {
    expect(flattenErrorMessage({ code: 400, detail: 'Bad date' }, fallback)).toBe('Bad date');
  });
});

describe('sentenceEndingWith', () => {
  it('ends the sentence with one full stop, whether or not the subject brings its own', () => {
    expect(sentenceEndingWith('Sent the terms to ', 'Alpha Labs')).toBe('Sent the terms to Alpha Labs.');
    expect(sentenceEndingWith('Sent the terms to ', 'Alpha Labs Pte. Ltd.')).toBe(
      'Sent the terms to Alpha Labs Pte. Ltd.',
    );
  });
});
