import { formatMeasure } from '@fsmis/domain';
import type { PtRoundAnalyte } from '../api/get-pt-round';

/** Where an analyte's assigned value comes from, in words. */
export function assignedValueWords(analyte: PtRoundAnalyte): string {
  const { assignment, unit } = analyte;
  if (assignment.source === 'consensus') return 'The participants’ consensus (robust mean, Algorithm A)';
  const value = assignment.referenceValue === null ? '–' : formatMeasure(assignment.referenceValue);
  const uncertainty =
    assignment.referenceUncertainty === null ? '–' : formatMeasure(assignment.referenceUncertainty);
  return `A reference value of ${value} ${unit}, standard uncertainty ${uncertainty} ${unit}`;
}

/** How an analyte's sigma_pt is set, in words. */
export function sigmaWords(analyte: PtRoundAnalyte): string {
  const { assignment, unit } = analyte;
  const value = assignment.sigmaValue === null ? '–' : formatMeasure(assignment.sigmaValue);
  switch (assignment.sigmaRule) {
    case 'robust':
      return 'The robust standard deviation of the results';
    case 'fixed':
      return `A fixed ${value} ${unit}`;
    case 'percent':
      return `${value}% of the assigned value`;
  }
}
