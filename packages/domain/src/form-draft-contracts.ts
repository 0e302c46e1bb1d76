import { z } from 'zod';

/**
 * Drafts of forms, per user (`/api/form-drafts/{formKey}`): what a person types, kept as they type.
 * What a draft holds is the form's business: the API keeps any object, the form reads it back.
 */

// Read by the API alone: marked pure, so that the portal's bundle, which never uses them, leaves them out.
export const formDraftParamsSchema = /* @__PURE__ */ z.object({
  formKey: /* @__PURE__ */ z
    .string()
    .regex(/^[a-z0-9][a-z0-9:-]{0,99}$/, 'The form key must be lowercase letters, digits, ":" or "-"'),
});

const draftData = z.record(z.string(), z.unknown());

/** PUT /api/form-drafts/{formKey}. */
export const saveFormDraftSchema = /* @__PURE__ */ z.object({ data: draftData });

/** What the PUT answers: when the draft was kept. */
export const savedFormDraftSchema = z.object({ savedAt: z.iso.datetime() });

/** GET /api/form-drafts/{formKey}: the draft, or null when the form has none. */
export const formDraftSchema = z.object({ data: draftData, savedAt: z.iso.datetime() });
export type FormDraftRecord = z.infer<typeof formDraftSchema>;
