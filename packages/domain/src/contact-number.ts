import { z } from 'zod';
import { SINGAPORE_TELEPHONE_PATTERN } from './validation.js';

/** The profile's telephone (docs/requirements.md §3). */
export interface Telephone {
  readonly countryCode: string | null | undefined;
  readonly areaCode: string | null | undefined;
  readonly number: string | null | undefined;
}

export const SINGAPORE_COUNTRY_CODE = '65';

/**
 * The session's contact number: "+<country code> <area code> <number>", leaving out empty parts, e.g.
 * "+65 6123 4567". Without a number there is no contact number: ''.
 */
export function contactNumberFrom({ countryCode, areaCode, number }: Telephone): string {
  const subscriber = (number ?? '').trim();
  if (subscriber === '') return '';
  const country = countryDigits(countryCode);
  return [country === '' ? '' : `+${country}`, (areaCode ?? '').trim(), subscriber]
    .filter((part) => part !== '')
    .join(' ');
}

function countryDigits(countryCode: string | null | undefined): string {
  return (countryCode ?? '').replace(/^\s*\+/, '').trim();
}

const COUNTRY_CODE_PATTERN = /^\+?\d{1,3}$/;
const AREA_CODE_PATTERN = /^\d{0,5}$/;
const OTHER_NUMBER_PATTERN = /^\d[\d ]{3,18}$/;

/**
 * The telephone on the profile form. A number is required; with country code 65 it must be a
 * Singapore number (the "postal code" pattern of docs/requirements.md §5, docs/domain.md).
 */
export const telephoneSchema = z
  .object({
    countryCode: z
      .string()
      .trim()
      .regex(COUNTRY_CODE_PATTERN, 'Enter a country code of up to 3 digits, like 65'),
    areaCode: z
      .string()
      .trim()
      .regex(AREA_CODE_PATTERN, 'Enter an area code of up to 5 digits, or leave it empty'),
    number: z.string().trim().min(1, 'Enter a contact number'),
  })
  .superRefine(({ countryCode, number }, context) => {
    const singapore = countryDigits(countryCode) === SINGAPORE_COUNTRY_CODE;
    const valid = singapore ? SINGAPORE_TELEPHONE_PATTERN.test(number) : OTHER_NUMBER_PATTERN.test(number);
    if (number !== '' && !valid) {
      context.addIssue({
        code: 'custom',
        path: ['number'],
        message: singapore
          ? 'Enter a Singapore number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567'
          : 'Enter a contact number using digits and spaces only, like 20 7946 0000',
      });
    }
  });
export type TelephoneInput = z.infer<typeof telephoneSchema>;
