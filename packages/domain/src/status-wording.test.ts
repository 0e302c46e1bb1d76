import { describe, expect, it } from 'vitest';
import { APPLICATION_CATEGORIES, ApplicationCategory } from './application-category.js';
import { APPLICATION_STATUS_WORKFLOW_ORDER } from './application-status.js';
import { PROGRAMMES, Programme } from './programme.js';
import { applicationStatusLabel } from './status-wording.js';

// The label of every status for [LRP, IBR, AOR], by category when it depends on it.
const EXPECTED: Record<number, readonly string[] | Record<ApplicationCategory, readonly string[]>> = {
  1: ['Draft', 'Draft', 'Draft'],
  2: ['Application Review', 'Application Review', 'Application Review'],
  3: ['Request For Information', 'Request For Information', 'Request For Information'],
  4: ['Verification Check', 'Verification Check', 'Verification Check'],
  5: [
    'Pending Findings Acknowledgement',
    'Pending Findings Acknowledgement',
    'Pending Findings Acknowledgement',
  ],
  6: ['Pending Corrective Action', 'Pending Corrective Action', 'Pending Corrective Action'],
  7: ['Corrective Actions Review', 'Corrective Actions Review', 'Corrective Actions Review'],
  8: [
    'Preparation Of Approval Documents',
    'Preparation Of Approval Documents',
    'Preparation Of Approval Documents',
  ],
  9: ['Documentary Review', 'Documentary Review', 'Documentary Review'],
  10: ['Approval Documents Ready', 'Approval Documents Ready', 'Approval Documents Ready'],
  11: ['Pending Approval', 'Pending Support', 'Pending Support'],
  1101: ['Approved', 'Supported', 'Supported'],
  1102: ['Pending Signing', 'Pending Signing', 'Pending Signing'],
  12: {
    [ApplicationCategory.new]: ['Recognised', 'Recognised', 'Recognised'],
    [ApplicationCategory.renewal]: ['Recognised', 'Recognised', 'Recognised'],
    [ApplicationCategory.changeOfScope]: ['Scope Granted', 'Scope Granted', 'Scope Granted'],
    [ApplicationCategory.changeOfCompanyDetails]: [
      'Company Details Updated',
      'Company Details Updated',
      'Company Details Updated',
    ],
  },
  13: ['Closed', 'Closed', 'Closed'],
  14: ['Voided', 'Voided', 'Voided'],
  15: ['Withdrawn', 'Withdrawn', 'Withdrawn'],
  16: ['Cancelled', 'Cancelled', 'Cancelled'],
};

const table = APPLICATION_STATUS_WORKFLOW_ORDER.flatMap((status) =>
  PROGRAMMES.flatMap((programme, index) =>
    APPLICATION_CATEGORIES.map((category) => {
      const row = EXPECTED[status];
      const labels = Array.isArray(row)
        ? row
        : (row as Record<ApplicationCategory, readonly string[]>)[category];
      return [status, programme, category, labels[index]] as const;
    }),
  ),
);

describe('applicationStatusLabel', () => {
  it('covers every status x programme x category', () => {
    expect(table).toHaveLength(18 * 3 * 4);
  });

  it.each(table)('status %i, programme %i, category %i reads %s', (status, programme, category, label) => {
    expect(applicationStatusLabel(status, programme, category)).toBe(label);
  });

  it('shows the examples of docs/requirements.md §4', () => {
    expect(applicationStatusLabel(12, Programme.IBR, ApplicationCategory.changeOfScope)).toBe(
      'Scope Granted',
    );
    expect(applicationStatusLabel(12, Programme.AOR, ApplicationCategory.changeOfCompanyDetails)).toBe(
      'Company Details Updated',
    );
    expect(applicationStatusLabel(11, Programme.LRP, ApplicationCategory.new)).toBe('Pending Approval');
    expect(applicationStatusLabel(1101, Programme.AOR, ApplicationCategory.renewal)).toBe('Supported');
  });
});
