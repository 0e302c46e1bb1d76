import { describe, expect, it } from 'vitest';
import { type NewRoundValues, newRoundFormSchema } from './new-round-schema';

const typed: NewRoundValues = {
  name: 'Patulin in apple juice',
  matrix: 'Apple juice',
  description: '',
  feeSgd: '',
  registrationOpensOn: '2027-01-04',
  registrationClosesOn: '2027-02-01',
  dispatchOn: '2027-02-08',
  resultsDueOn: '2027-03-08',
  analytes: [{ name: 'Patulin', unit: 'µg/kg' }],
};

const messages = (values: NewRoundValues) =>
  Object.fromEntries(
    (newRoundFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('a new round, as typed', () => {
  it('makes a free round of an empty fee, and reads a typed fee as dollars', () => {
    expect(newRoundFormSchema.parse(typed).feeSgd).toBe(0);
    expect(newRoundFormSchema.parse({ ...typed, feeSgd: ' 250.50 ' }).feeSgd).toBe(250.5);
  });

  it('refuses a fee that is not a number, and then the domain’s own rules, field by field', () => {
    expect(messages({ ...typed, feeSgd: 'S$250' })).toEqual({ feeSgd: 'Enter the fee in dollars, like 250' });
    expect(messages({ ...typed, feeSgd: '-1', name: ' ', analytes: [{ name: '', unit: 'mg/kg' }] })).toEqual({
      name: 'Enter the name of the round',
      feeSgd: 'The fee cannot be negative',
      'analytes.0.name': 'Enter the analyte’s name',
    });
    expect(messages({ ...typed, analytes: [] })).toEqual({ analytes: 'Add at least one analyte' });
    expect(messages({ ...typed, dispatchOn: '2027-01-20' })).toEqual({
      dispatchOn: 'Test items are dispatched once registration has closed',
    });
  });
});
