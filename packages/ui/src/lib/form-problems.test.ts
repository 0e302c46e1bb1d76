import { fieldProblemsOf, submissionProblems, summaryItemsOf } from '@fsmis/ui/lib/form-problems';
import { CLIENT_ERROR_MESSAGE } from '@fsmis/ui/lib/http-client';
import { apiRefusal as refusal } from '@fsmis/ui/testing/api-refusal';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const FIELDS = [
  { name: 'title', id: 'thing-title' },
  { name: 'file', id: 'thing-file' },
] as const;

/** A form whose fields the API names otherwise, in an order of its own. */
const PROFILE = [
  { name: 'email', id: 'profile-email' },
  { name: 'number', id: 'profile-number', apiPath: 'telephone.number' },
  { name: 'name', id: 'profile-name' },
] as const;

describe('form problems', () => {
  it('keeps the first message of each field a schema refused', () => {
    const schema = z.object({
      title: z.string().min(1, 'Enter a title').max(3, 'Too long'),
      other: z.string(),
    });
    const parsed = schema.safeParse({ title: '', other: 1 });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldProblemsOf(parsed.error, FIELDS)).toEqual({ title: 'Enter a title' });
  });

  it('puts a 400’s messages at their fields, nested ones included', () => {
    const error = refusal(400, { title: ['Enter a title'], 'file.contentBase64': ['The file is empty'] });
    expect(
      submissionProblems(error, [...FIELDS, { name: 'other', id: 'x', apiPath: 'file.contentBase64' }]),
    ).toEqual({
      fields: { title: 'Enter a title', other: 'The file is empty' },
      form: null,
    });
    expect(submissionProblems(refusal(400, { file: { fileName: ['Name the file'] } }), FIELDS)).toEqual({
      fields: { file: 'Name the file' },
      form: null,
    });
  });

  it('shows the API’s own message when it names none of the fields', () => {
    const error = refusal(409, 'Maintenance is already scheduled then.');
    expect(submissionProblems(error, FIELDS)).toEqual({
      fields: {},
      form: 'Maintenance is already scheduled then.',
    });
  });

  it('lists the form’s message first, then the fields in the form’s order', () => {
    expect(summaryItemsOf(FIELDS, { file: 'Choose a file', title: 'Enter a title' }, 'Try again')).toEqual([
      { text: 'Try again' },
      { fieldId: 'thing-title', text: 'Enter a title' },
      { fieldId: 'thing-file', text: 'Choose a file' },
    ]);
  });

  it('finds a field’s message under any of its API paths, keys below them included', () => {
    const files = { name: 'files', id: 'step-files', apiPath: ['files', 'file'] } as const;
    const named = (message: unknown) => submissionProblems(refusal(400, message), [files]).fields;
    expect(named({ 'files.1.fileName': ['The file name must not contain slashes'] })).toEqual({
      files: 'The file name must not contain slashes',
    });
    expect(named({ file: ['The file must be a PDF'] })).toEqual({ files: 'The file must be a PDF' });
    expect(named({ 'filesize.0': ['Too large'] })).toEqual({});
  });

  it('reads no field message from a failure that is not the API’s', () => {
    expect(submissionProblems(new Error('offline'), FIELDS)).toEqual({
      fields: {},
      form: CLIENT_ERROR_MESSAGE,
    });
  });

  it('lists a message of several lines as an item a line', () => {
    expect(summaryItemsOf(FIELDS, {}, 'The round has no participants.\nAdd one first.')).toEqual([
      { text: 'The round has no participants.' },
      { text: 'Add one first.' },
    ]);
  });

  it('marks each field a 400 refused, and lists them in the form’s order whatever the API’s', () => {
    const error = refusal(400, {
      'telephone.number': ['Enter a contact number'],
      email: ['Enter an email address'],
    });
    const found = submissionProblems(error, PROFILE);
    expect(found).toEqual({
      fields: { email: 'Enter an email address', number: 'Enter a contact number' },
      form: null,
    });
    expect(summaryItemsOf(PROFILE, found.fields, found.form)).toEqual([
      { fieldId: 'profile-email', text: 'Enter an email address' },
      { fieldId: 'profile-number', text: 'Enter a contact number' },
    ]);
  });

  it('lists the API’s own message, an item a line, when its refusal names no field', () => {
    const error = refusal(409, 'You have already requested these.\nWe will send them to you.');
    const found = submissionProblems(error, PROFILE);
    expect(summaryItemsOf(PROFILE, found.fields, found.form)).toEqual([
      { text: 'You have already requested these.' },
      { text: 'We will send them to you.' },
    ]);
  });
});
