import { describe, expect, it } from 'vitest';
import {
  addPtDocumentsSchema,
  createPtRoundSchema,
  ptAssignmentSchema,
  recordPtDispatchSchema,
} from './pt-officer-contracts.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const round = {
  name: 'Heavy metals in rice, round 1',
  matrix: 'Rice flour',
  registrationOpensOn: '2026-01-05',
  registrationClosesOn: '2026-01-30',
  dispatchOn: '2026-02-02',
  resultsDueOn: '2026-03-02',
  analytes: [{ name: 'Lead', unit: 'mg/kg' }],
};

describe('createPtRoundSchema', () => {
  it('reads a round, free and without a description unless given', () => {
    expect(createPtRoundSchema.parse(round)).toMatchObject({ ...round, description: '', feeSgd: 0 });
  });

  it('lets test items leave on the day registration closes', () => {
    expect(createPtRoundSchema.safeParse({ ...round, dispatchOn: '2026-01-30' }).success).toBe(true);
  });

  it('keeps the dates in order: opens, closes, dispatch, results due', () => {
    expect(
      messagesOf(createPtRoundSchema.safeParse({ ...round, registrationClosesOn: '2026-01-05' })),
    ).toEqual({
      registrationClosesOn: 'Registration must close after it opens',
    });
    expect(messagesOf(createPtRoundSchema.safeParse({ ...round, dispatchOn: '2026-01-29' }))).toEqual({
      dispatchOn: 'Test items are dispatched once registration has closed',
    });
    expect(messagesOf(createPtRoundSchema.safeParse({ ...round, resultsDueOn: '2026-02-02' }))).toEqual({
      resultsDueOn: 'Results are due after the test items are dispatched',
    });
  });

  it('needs names, real dates, a fee of 0 or more and one to 50 analytes', () => {
    expect(
      messagesOf(
        createPtRoundSchema.safeParse({
          ...round,
          name: ' ',
          feeSgd: -1,
          dispatchOn: '2026-02-30',
          analytes: [{ name: '', unit: '' }],
        }),
      ),
    ).toEqual({
      name: 'Enter the name of the round',
      feeSgd: 'The fee cannot be negative',
      dispatchOn: 'Enter a real date',
      'analytes.0.name': 'Enter the analyte’s name',
      'analytes.0.unit': 'Enter the analyte’s unit',
    });
    expect(messagesOf(createPtRoundSchema.safeParse({ ...round, analytes: [] }))).toEqual({
      analytes: 'Add at least one analyte',
    });
    const many = Array.from({ length: 51 }, (_, index) => ({ name: `Analyte ${index}`, unit: 'mg/kg' }));
    expect(messagesOf(createPtRoundSchema.safeParse({ ...round, analytes: many }))).toEqual({
      analytes: 'Add at most 50 analytes',
    });
  });
});

describe('ptAssignmentSchema', () => {
  it('reads a consensus value with the robust standard deviation', () => {
    expect(ptAssignmentSchema.parse({ source: 'consensus', sigmaRule: 'robust' })).toEqual({
      source: 'consensus',
      referenceValue: null,
      referenceUncertainty: null,
      sigmaRule: 'robust',
      sigmaValue: null,
    });
  });

  it('reads a reference value with a fixed sigma_pt or a percentage', () => {
    const referenceValue = { source: 'reference', referenceValue: 0.044, referenceUncertainty: 0.0041 };
    expect(
      ptAssignmentSchema.safeParse({ ...referenceValue, sigmaRule: 'fixed', sigmaValue: 0.0066 }).success,
    ).toBe(true);
    expect(
      ptAssignmentSchema.safeParse({ ...referenceValue, sigmaRule: 'percent', sigmaValue: 15 }).success,
    ).toBe(true);
  });

  it('needs the reference value and its uncertainty for a reference', () => {
    expect(messagesOf(ptAssignmentSchema.safeParse({ source: 'reference', sigmaRule: 'robust' }))).toEqual({
      referenceValue: 'Enter the reference value',
      referenceUncertainty: 'Enter the standard uncertainty of the reference value',
    });
  });

  it('needs sigma_pt above 0 unless it is the robust standard deviation', () => {
    expect(messagesOf(ptAssignmentSchema.safeParse({ source: 'consensus', sigmaRule: 'fixed' }))).toEqual({
      sigmaValue: 'Enter sigma_pt, or the percentage of the assigned value',
    });
    expect(
      messagesOf(ptAssignmentSchema.safeParse({ source: 'consensus', sigmaRule: 'percent', sigmaValue: 0 })),
    ).toEqual({ sigmaValue: 'sigma_pt must be greater than 0' });
  });

  it('refuses an unknown source or rule, and a negative uncertainty', () => {
    expect(
      messagesOf(
        ptAssignmentSchema.safeParse({
          source: 'median',
          sigmaRule: 'horwitz',
          referenceValue: 1,
          referenceUncertainty: -0.1,
        }),
      ),
    ).toEqual({
      source: 'Choose consensus or reference',
      sigmaRule: 'Choose robust, fixed or percent',
      referenceUncertainty: 'The uncertainty cannot be negative',
    });
  });
});

describe('recordPtDispatchSchema', () => {
  const dispatch = {
    labCode: ' A01 ',
    courier: 'SingPost',
    trackingNumber: 'EZ123456789SG',
    dispatchedOn: '2026-02-02',
  };

  it('reads a dispatch to a laboratory by its code', () => {
    expect(recordPtDispatchSchema.parse(dispatch)).toEqual({ ...dispatch, labCode: 'A01' });
    expect(recordPtDispatchSchema.safeParse({ ...dispatch, labCode: 'B123' }).success).toBe(true);
  });

  it('refuses a code that is not a letter and two or three digits, and missing details', () => {
    expect(
      messagesOf(
        recordPtDispatchSchema.safeParse({ ...dispatch, labCode: 'a1', courier: '', trackingNumber: ' ' }),
      ),
    ).toEqual({
      labCode: 'Enter the laboratory’s code, like A01',
      courier: 'Enter the courier',
      trackingNumber: 'Enter the tracking number',
    });
  });
});

describe('addPtDocumentsSchema', () => {
  const file = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('reads documents of a known kind', () => {
    expect(addPtDocumentsSchema.parse({ kind: 'participant-package', files: [file] }).files).toHaveLength(1);
  });

  it('needs a known kind and one to ten files', () => {
    expect(messagesOf(addPtDocumentsSchema.safeParse({ kind: 'invoice', files: [] }))).toEqual({
      kind: 'Choose general, participant-package or report',
      files: 'Attach a file',
    });
    expect(
      messagesOf(
        addPtDocumentsSchema.safeParse({ kind: 'report', files: Array.from({ length: 11 }, () => file) }),
      ),
    ).toEqual({ files: 'Attach at most 10 files' });
  });
});
