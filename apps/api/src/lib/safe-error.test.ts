import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeError, withoutValues } from './safe-error.js';

/** An error as pg's DatabaseError carries a unique violation. */
function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    name: 'error',
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (email)=(a.tan@example.com) already exists.',
    where: 'SQL statement "insert into users values (\'Tan Ah Kow\')"',
    schema: 'public',
    table: 'users',
    constraint: 'users_email_key',
    routine: '_bt_check_unique',
  });
}

describe('safeError', () => {
  it("keeps Drizzle's statement and PostgreSQL's code and constraint, not the parameters or the detail", () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("name", "email") values ($1, $2)',
      ['Tan Ah Kow', 'a.tan@example.com'],
      uniqueViolation(),
    );
    const safe = safeError(error);
    expect(safe).toEqual({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("name", "email") values ($1, $2)',
      stack: expect.stringMatching(/^DrizzleQueryError: Failed query: insert into "users" .*\$2\)\n\s+at /),
      cause: {
        type: 'DatabaseError',
        message: 'duplicate key value violates unique constraint "users_email_key"',
        stack: expect.any(String),
        code: '23505',
        schema: 'public',
        table: 'users',
        constraint: 'users_email_key',
        routine: '_bt_check_unique',
      },
    });
    expect(JSON.stringify(safe)).not.toMatch(/Tan Ah Kow|a\.tan@example\.com/);
  });

  it('leaves out every property it does not know, and values in messages', () => {
    const mailError = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <a.tan@example.com>"),
      {
        code: 'EENVELOPE',
        rejected: ['a.tan@example.com'],
        response: '550 5.1.1 <a.tan@example.com>: Recipient address rejected',
      },
    );
    const safe = safeError(mailError);
    expect(safe.code).toBe('EENVELOPE');
    expect(JSON.stringify(safe)).not.toContain('a.tan@example.com');
    expect(Object.keys(safe).sort()).toEqual(['code', 'message', 'stack', 'type']);
  });

  it('serializes what is thrown that is not an error', () => {
    expect(safeError('lost a.tan@example.com')).toEqual({
      type: 'string',
      message: 'lost [e-mail]',
      stack: 'lost [e-mail]',
    });
  });
});

describe('withoutValues', () => {
  it.each([
    ['Failed query: select $1\nparams: a.tan@example.com,Tan Ah Kow', 'Failed query: select $1'],
    ['invalid input syntax for type uuid: "S1234567D"', 'invalid input syntax for type uuid: "…"'],
    ['value "99999999999" is out of range for type integer', 'value "…" is out of range for type integer'],
    ['Key (company_id, uen)=(7, 201912345A) already exists.', 'Key (company_id, uen)=(…) already exists.'],
    ['sign-in of S1234567D for 201912345A failed', 'sign-in of [NRIC] for [UEN] failed'],
    [
      'fetch https://idp.example/token?code=secret&state=x failed',
      'fetch https://idp.example/token?… failed',
    ],
    ['relation "users" does not exist', 'relation "users" does not exist'],
  ])('%j becomes %j', (message, safe) => {
    expect(withoutValues(message)).toBe(safe);
  });
});
