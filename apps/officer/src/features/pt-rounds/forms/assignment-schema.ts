import { ptAssignmentSchema } from '@fsmis/domain';
import { z } from 'zod';
import { numberControl } from '../../../lib/forms/form-values';

/**
 * The form as typed: numbers as text. A number the chosen rule does not use is left out before it is
 * read, so a hidden box never blocks the form; then the domain's own schema checks the rule.
 */
export const assignmentFormSchema = z
  .object({
    source: z.string(),
    referenceValue: z.string(),
    referenceUncertainty: z.string(),
    sigmaRule: z.string(),
    sigmaValue: z.string(),
  })
  .transform((values): Partial<typeof values> & Pick<typeof values, 'source' | 'sigmaRule'> => ({
    ...values,
    referenceValue: values.source === 'reference' ? values.referenceValue : '',
    referenceUncertainty: values.source === 'reference' ? values.referenceUncertainty : '',
    sigmaValue: values.sigmaRule === 'robust' ? '' : values.sigmaValue,
  }))
  .pipe(
    z.object({
      source: z.string(),
      referenceValue: numberControl('Enter the reference value as a number, like 10.5'),
      referenceUncertainty: numberControl('Enter the uncertainty as a number, like 0.5'),
      sigmaRule: z.string(),
      sigmaValue: numberControl('Enter sigma_pt as a number, like 1.2'),
    }),
  )
  .pipe(ptAssignmentSchema);
