import { createPtRoundSchema } from '@fsmis/domain';
import { z } from 'zod';
import { numberControl } from '../../../lib/forms/form-values';

/** The form's values as typed (the fee as text), checked by the domain's own schema. */
export const newRoundFormSchema = z
  .object({
    name: z.string(),
    matrix: z.string(),
    // Optional as the domain's is: the steps of a pipe must agree on what may be missing.
    description: z.string().optional(),
    feeSgd: numberControl('Enter the fee in dollars, like 250'),
    registrationOpensOn: z.string(),
    registrationClosesOn: z.string(),
    dispatchOn: z.string(),
    resultsDueOn: z.string(),
    analytes: z.array(z.object({ name: z.string(), unit: z.string() })),
  })
  .pipe(createPtRoundSchema);
export type NewRoundValues = z.input<typeof newRoundFormSchema>;
