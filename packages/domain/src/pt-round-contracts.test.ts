import { describe, expect, it } from 'vitest';
import {
  PT_SAMPLE_CONDITION_LABELS,
  PT_SAMPLE_CONDITIONS,
  ptReceiptRequestSchema,
  ptRegistrationRequestSchema,
  ptRegistrationRequestSchemaFor,
  ptResultDraftSchema,
  ptResultEntrySchema,
} from './pt-round-contracts.js';

const ANALYTE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const registration = {
  analyteIds: [ANALYTE, OTHER],
  contactName: ' Tan Mei Ling ',
  contactEmail: 'lab@example.com',
  contactNumber: '6123 4567',
  deliveryAddress: { line1: '1 Science Park Road', postalCode: '117528', country: 'Singapore' },
};

describe('ptRegistrationRequestSchema', () => {
  it('reads a registration, trimming text and defaulting the optional address lines', () => {
    const parsed = ptRegistrationRequestSchema.parse(registration);
    expect(parsed.contactName).toBe('Tan Mei Ling');
    expect(parsed.deliveryAddress).toEqual({
      line1: '1 Science Park Road',
      line2: '',
      city: '',
      postalCode: '117528',
      country: 'Singapore',
    });
  });

  it('needs at least one analyte, each once', () => {
    expect(messagesOf(ptRegistrationRequestSchema.safeParse({ ...registration, analyteIds: [] }))).toEqual({
      analyteIds: 'Choose at least one analyte your laboratory will test',
    });
    expect(
      messagesOf(ptRegistrationRequestSchema.safeParse({ ...registration, analyteIds: [ANALYTE, ANALYTE] })),
    ).toEqual({ analyteIds: 'Choose each analyte once' });
    expect(
      messagesOf(ptRegistrationRequestSchema.safeParse({ ...registration, analyteIds: ['lead'] })),
    ).toEqual({
      'analyteIds.0': 'Choose analytes from the list',
    });
  });

  it('names each missing field', () => {
    const result = ptRegistrationRequestSchema.safeParse({
      ...registration,
      contactName: '  ',
      contactNumber: '',
      deliveryAddress: { line1: '', postalCode: '', country: '' },
    });
    expect(messagesOf(result)).toEqual({
      contactName: 'Enter the name of the contact person',
      contactNumber: 'Enter the contact number',
      'deliveryAddress.line1': 'Enter the first line of the address',
      'deliveryAddress.country': 'Enter the country',
    });
  });
});

describe('ptReceiptRequestSchema', () => {
  it('reads a receipt in good condition without notes', () => {
    expect(ptReceiptRequestSchema.parse({ receivedOn: '2026-03-02', condition: 'good' })).toEqual({
      receivedOn: '2026-03-02',
      condition: 'good',
      notes: '',
    });
  });

  it('needs notes when the items did not arrive in good condition', () => {
    for (const condition of PT_SAMPLE_CONDITIONS.filter((each) => each !== 'good')) {
      expect(
        messagesOf(ptReceiptRequestSchema.safeParse({ receivedOn: '2026-03-02', condition, notes: ' ' })),
      ).toEqual({ notes: 'Describe what was wrong with the test items' });
      expect(
        ptReceiptRequestSchema.safeParse({ receivedOn: '2026-03-02', condition, notes: 'Ice packs melted' })
          .success,
      ).toBe(true);
    }
    expect(PT_SAMPLE_CONDITION_LABELS.temperature).toBe('Not at the required temperature');
  });

  it('needs a real date and a known condition', () => {
    expect(
      messagesOf(ptReceiptRequestSchema.safeParse({ receivedOn: '2026-02-30', condition: 'wet' })),
    ).toEqual({
      receivedOn: 'Enter a real date',
      condition: 'Choose the condition the test items arrived in',
    });
  });
});

describe('ptResultDraftSchema', () => {
  it('keeps a draft as typed, with empty defaults and no methodology', () => {
    expect(
      ptResultDraftSchema.parse({ results: [{ analyteId: ANALYTE, outcome: 'value', value: ' 1,5 ' }] }),
    ).toEqual({
      results: [{ analyteId: ANALYTE, outcome: 'value', value: '1,5', uncertainty: '', method: '' }],
      methodologyAttachmentId: null,
    });
  });

  it('refuses an unknown outcome, an unknown analyte, overlong text and a methodology that is not a file id', () => {
    expect(
      messagesOf(
        ptResultDraftSchema.safeParse({
          results: [{ analyteId: 'x', outcome: 'maybe', value: '1'.repeat(31), uncertainty: '2'.repeat(31) }],
          methodologyAttachmentId: 'report.pdf',
        }),
      ),
    ).toEqual({
      'results.0.analyteId': 'Choose analytes from the list',
      'results.0.outcome': 'Choose whether you report a value, a “less than” limit or not tested',
      'results.0.value': 'The result must be 30 characters or fewer',
      'results.0.uncertainty': 'The uncertainty must be 30 characters or fewer',
      methodologyAttachmentId: 'Choose a file you uploaded',
    });
  });

  it('takes at most 100 analytes', () => {
    const entry = ptResultEntrySchema.parse({ analyteId: ANALYTE, outcome: 'not-tested' });
    expect(ptResultDraftSchema.safeParse({ results: Array(100).fill(entry) }).success).toBe(true);
    expect(messagesOf(ptResultDraftSchema.safeParse({ results: Array(101).fill(entry) }))).toEqual({
      results: 'Report at most 100 analytes',
    });
  });
});

describe('ptRegistrationRequestSchemaFor', () => {
  const overseas = {
    ...registration,
    contactNumber: '+61 2 9876 5432',
    deliveryAddress: {
      line1: '12 Harbour Street',
      city: 'Sydney NSW',
      postalCode: '2000',
      country: 'Australia',
    },
  };

  it('holds a local laboratory to a 6-digit postal code and a Singapore telephone number', () => {
    expect(messagesOf(ptRegistrationRequestSchemaFor(true).safeParse(overseas))).toEqual({
      contactNumber: 'Enter a telephone number of 8 digits starting with 3, 6, 8 or 9, like 6123 4567',
      'deliveryAddress.postalCode': 'Enter a postal code of 6 digits, like 018989',
    });
  });

  it('sends a local laboratory’s items to Singapore, whatever country is given', () => {
    const parsed = ptRegistrationRequestSchemaFor(true).parse({
      ...registration,
      deliveryAddress: { ...registration.deliveryAddress, country: '' },
    });
    expect(parsed.deliveryAddress.country).toBe('Singapore');
  });

  it('lets an overseas laboratory write its own address and number, with a country', () => {
    expect(ptRegistrationRequestSchemaFor(false).parse(overseas).deliveryAddress.country).toBe('Australia');
    expect(
      messagesOf(
        ptRegistrationRequestSchemaFor(false).safeParse({
          ...overseas,
          deliveryAddress: { ...overseas.deliveryAddress, country: ' ' },
        }),
      ),
    ).toEqual({ 'deliveryAddress.country': 'Enter the country' });
  });
});
