import { describe, expect, it } from 'vitest';
import { errorAtPath, fieldErrorToShow, firstErrorMessage } from './form-errors.js';

const errors = {
  email: { message: 'Enter an email address' },
  analytes: [undefined, { value: { message: 'Enter a result' }, unit: { message: 'Choose a unit' } }],
  documents: { root: { message: 'Upload at least one document' } },
};

describe('errorAtPath', () => {
  it('finds the error by property path', () => {
    expect(errorAtPath(errors, 'analytes.1.unit')).toEqual({ message: 'Choose a unit' });
    expect(errorAtPath(errors, 'analytes[1].value')).toEqual({ message: 'Enter a result' });
    expect(errorAtPath(errors, 'analytes.0.value')).toBeUndefined();
    expect(errorAtPath(errors, 'email.message.length')).toBeUndefined();
    expect(errorAtPath(null, 'email')).toBeUndefined();
  });
});

describe('firstErrorMessage', () => {
  it('shows the first nested message of an array field', () => {
    expect(firstErrorMessage(errors.analytes)).toBe('Enter a result');
    expect(firstErrorMessage(errors.documents)).toBe('Upload at least one document');
  });

  it('reads a message string or a { message } object', () => {
    expect(firstErrorMessage('Enter a name')).toBe('Enter a name');
    expect(firstErrorMessage({ message: 'Enter a name', type: 'required' })).toBe('Enter a name');
    expect(firstErrorMessage({ message: '', inner: ['Fix this'] })).toBe('Fix this');
  });

  it("reads zod's error tree", () => {
    expect(firstErrorMessage({ errors: [], properties: { name: { errors: ['Enter a name'] } } })).toBe(
      'Enter a name',
    );
  });

  it('does not search class instances such as a field ref', () => {
    expect(firstErrorMessage({ type: 'required', ref: new Map([['message', 'inside']]) })).toBeNull();
  });

  it('is null without a message', () => {
    expect(firstErrorMessage(undefined)).toBeNull();
    expect(firstErrorMessage(' ')).toBeNull();
    expect(firstErrorMessage({ type: 'required' })).toBeNull();
    expect(firstErrorMessage([])).toBeNull();
  });
});

describe('fieldErrorToShow', () => {
  it('shows an error only once the field is touched', () => {
    expect(fieldErrorToShow(false, errors.email)).toBeNull();
    expect(fieldErrorToShow(true, errors.email)).toBe('Enter an email address');
    expect(fieldErrorToShow(true, undefined)).toBeNull();
  });
});
