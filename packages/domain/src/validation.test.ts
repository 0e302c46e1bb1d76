import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.js';
import {
  emailSchema,
  GUID_PATTERN,
  guidSchema,
  hasVisibleText,
  isGuid,
  overseasLoginSchema,
  SINGAPORE_POSTAL_CODE_PATTERN,
  SINGAPORE_TELEPHONE_PATTERN,
  singaporePostalCodeSchema,
  singaporeTelephoneSchema,
  testLoginSchema,
  testLoginSchemaFor,
  visibleText,
  visibleTextSchema,
} from './validation.js';

const messages = (result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('GUID', () => {
  it('is 8-4-4-4-12 hexadecimal characters, in either case', () => {
    expect(isGuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
    expect(isGuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
    expect(GUID_PATTERN.test('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it.each([
    '',
    '3f2504e0-4f89-11d3-9a0c-0305e82c330',
    '3f2504e0-4f89-11d3-9a0c-0305e82c33011',
    '3f2504e04f8911d39a0c0305e82c3301',
    '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
    'gf2504e0-4f89-11d3-9a0c-0305e82c3301',
    '42',
  ])('refuses %j', (text) => {
    expect(isGuid(text)).toBe(false);
    expect(guidSchema.safeParse(text).success).toBe(false);
  });

  it('has a schema built from the pattern', () => {
    expect(guidSchema.parse('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(
      '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    );
  });
});

describe('the "postal code" rule of docs/requirements.md §5: a Singapore telephone number', () => {
  it.each(['', '6123 4567', '61234567', '3123 4567', '8123 4567', '9123 4567'])('accepts %j', (text) => {
    expect(SINGAPORE_TELEPHONE_PATTERN.test(text)).toBe(true);
    expect(singaporeTelephoneSchema.safeParse(text).success).toBe(true);
  });

  it.each([
    '1234 5678', // the example of docs/requirements.md §5 shows the shape; a first digit of 1 is not allowed
    '5123 4567',
    '6123  4567',
    '6123 456',
    '6123 45678',
    '612 34567',
    ' 61234567',
    '6123-4567',
  ])('refuses %j', (text) => {
    expect(SINGAPORE_TELEPHONE_PATTERN.test(text)).toBe(false);
    expect(messages(singaporeTelephoneSchema.safeParse(text))).toEqual([
      ': Enter a telephone number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567',
    ]);
  });
});

describe('Singapore postal code', () => {
  it('is 6 digits', () => {
    expect(SINGAPORE_POSTAL_CODE_PATTERN.test('018989')).toBe(true);
    expect(singaporePostalCodeSchema.parse(' 238823 ')).toBe('238823');
    for (const text of ['', '12345', '1234567', '12345a', '123 456']) {
      expect(singaporePostalCodeSchema.safeParse(text).success).toBe(false);
    }
    expect(messages(singaporePostalCodeSchema.safeParse('1'))).toEqual([
      ': Enter a postal code of 6 digits, like 018989',
    ]);
  });
});

describe('visible text', () => {
  it.each(['a', ' a ', '<p>a</p>', '&amp;', '&lt;', '<', '0'])('is there in %j', (text) => {
    expect(hasVisibleText(text)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '\n\t',
    '<p></p>',
    '<p> <br/> </p>',
    '&nbsp;',
    '<p>&nbsp;&#160;</p>',
    '\u00a0',
    '&lt;b&gt;&lt;/b&gt;',
  ])('is not there in %j', (text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it('gives the same answer before and after the wire escaping', () => {
    fc.assert(fc.property(fc.string(), (text) => hasVisibleText(escapeHtml(text)) === hasVisibleText(text)));
  });

  it('has schemas with a message of your choice', () => {
    expect(visibleTextSchema.safeParse('Hello').success).toBe(true);
    expect(messages(visibleTextSchema.safeParse('<p> </p>'))).toEqual([': Enter some text']);
    expect(messages(visibleText('Enter your comments').safeParse(' '))).toEqual([': Enter your comments']);
  });
});

describe('login schemas', () => {
  it('accept a test login, trimmed, password optional', () => {
    const login = {
      singpassIdentifier: ' S1234567D ',
      email: 'alice@alpha-labs.example',
      companyUen: '201912345A',
    };
    expect(testLoginSchema.parse(login)).toEqual({ ...login, singpassIdentifier: 'S1234567D' });
    expect(testLoginSchema.parse({ ...login, password: 'secret' }).password).toBe('secret');
  });

  it('need the password only when the portal asks for one', () => {
    const login = {
      singpassIdentifier: 'S1234567D',
      email: 'alice@alpha-labs.example',
      companyUen: '201912345A',
    };
    expect(testLoginSchemaFor(false).safeParse(login).success).toBe(true);
    expect(messages(testLoginSchemaFor(true).safeParse(login))).toEqual([
      'password: Enter the test login password',
    ]);
    expect(testLoginSchemaFor(true).parse({ ...login, password: 'secret' }).password).toBe('secret');
  });

  it('say what to enter for each missing field', () => {
    expect(
      messages(testLoginSchema.safeParse({ singpassIdentifier: '', email: ' ', companyUen: '' })),
    ).toEqual([
      'singpassIdentifier: Enter your Singpass ID',
      'email: Enter an email address',
      'companyUen: Enter your company UEN',
    ]);
  });

  it('ask for an email address in the correct format', () => {
    expect(messages(overseasLoginSchema.safeParse({ email: 'dave@' }))).toEqual([
      'email: Enter an email address in the correct format, like name@example.com',
    ]);
    expect(overseasLoginSchema.parse({ email: ' dave@overseas-lab.example ' })).toEqual({
      email: 'dave@overseas-lab.example',
    });
    expect(emailSchema.safeParse('name@example.com').success).toBe(true);
  });
});
