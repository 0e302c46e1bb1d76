import { schemaFields } from '@fsmis/ui/lib/use-form-kit';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('the fields of a form, from its schema', () => {
  it('follow the schema’s order, each control named by the form’s prefix and the field', () => {
    const schema = z.object({ subject: z.string(), dueDate: z.string(), file: z.string() });
    expect(schemaFields(schema, 'request', { file: ['files', 'file'] })).toEqual([
      { name: 'subject', id: 'request-subject' },
      { name: 'dueDate', id: 'request-due-date' },
      { name: 'file', id: 'request-file', apiPath: ['files', 'file'] },
    ]);
  });

  it('are read from the object a schema starts from, before its transforms and pipes', () => {
    const schema = z
      .object({ date: z.string(), time: z.string() })
      .transform(({ date, time }) => ({ at: `${date}T${time}` }))
      .pipe(z.object({ at: z.string() }));
    expect(schemaFields(schema, 'visit').map((field) => field.id)).toEqual(['visit-date', 'visit-time']);
  });

  it('need an object schema', () => {
    expect(() => schemaFields(z.string(), 'x')).toThrow('A form’s schema starts from an object schema');
  });
});
