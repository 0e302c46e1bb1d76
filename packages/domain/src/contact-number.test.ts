import { describe, expect, it } from 'vitest';
import { contactNumberFrom, telephoneSchema } from './contact-number.js';

describe('contactNumberFrom', () => {
  it('joins country code, area code and number', () => {
    expect(contactNumberFrom({ countryCode: '65', areaCode: '', number: '6123 4567' })).toBe('+65 6123 4567');
    expect(contactNumberFrom({ countryCode: '+44', areaCode: '20', number: '7946 0000' })).toBe(
      '+44 20 7946 0000',
    );
  });

  it('leaves out missing parts', () => {
    expect(contactNumberFrom({ countryCode: null, areaCode: undefined, number: ' 61234567 ' })).toBe(
      '61234567',
    );
    expect(contactNumberFrom({ countryCode: ' + ', areaCode: '  ', number: '61234567' })).toBe('61234567');
  });

  it('is empty without a number', () => {
    expect(contactNumberFrom({ countryCode: '65', areaCode: '1', number: null })).toBe('');
    expect(contactNumberFrom({ countryCode: '65', areaCode: '', number: '  ' })).toBe('');
  });
});

describe('telephoneSchema', () => {
  const issues = (value: unknown) =>
    telephoneSchema
      .safeParse(value)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('accepts a Singapore number with country code 65', () => {
    expect(issues({ countryCode: '+65', areaCode: '', number: '9123 4567' })).toEqual([]);
    expect(telephoneSchema.parse({ countryCode: ' 65 ', areaCode: '', number: ' 61234567 ' })).toEqual({
      countryCode: '65',
      areaCode: '',
      number: '61234567',
    });
  });

  it('refuses a number that is not Singaporean under 65', () => {
    expect(issues({ countryCode: '65', areaCode: '', number: '1234 5678' })).toEqual([
      'number: Enter a Singapore number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567',
    ]);
  });

  it('accepts digits and spaces for other countries', () => {
    expect(issues({ countryCode: '44', areaCode: '20', number: '7946 0000' })).toEqual([]);
    expect(issues({ countryCode: '44', areaCode: '20', number: '7946-0000' })).toEqual([
      'number: Enter a contact number using digits and spaces only, like 20 7946 0000',
    ]);
  });

  it('requires a number and checks the codes', () => {
    expect(issues({ countryCode: '6565', areaCode: 'x', number: '' })).toEqual([
      'countryCode: Enter a country code of up to 3 digits, like 65',
      'areaCode: Enter an area code of up to 5 digits, or leave it empty',
      'number: Enter a contact number',
    ]);
  });

  it('requires a number even when the codes are right', () => {
    expect(issues({ countryCode: '65', areaCode: '', number: ' ' })).toEqual([
      'number: Enter a contact number',
    ]);
  });
});
