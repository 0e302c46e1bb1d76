import { z } from 'zod';
import { applicationCategorySchema } from './application-category.js';
import { applicationStatusSchema } from './application-status.js';
import { companyRecognitionStatusSchema } from './company-recognition.js';
import { SectionState } from './form-answers.js';
import { formTemplateSchema } from './form-template.js';
import { pageOfSchema } from './list-paging.js';
import {
  PROGRAMME_SLUGS,
  PROGRAMMES,
  type Programme,
  type ProgrammeSlug,
  programmeSchema,
} from './programme.js';
import { guidSchema } from './validation.js';

/**
 * The contracts of the applications API (docs/requirements.md §7 "Applications" and the templates of
 * "Other"): the API validates and serialises with these schemas, the web checks what it receives with the
 * same ones.
 */

const instant = z.iso.datetime();
const PROGRAMME_SLUG_VALUES = Object.values(PROGRAMME_SLUGS) as [ProgrammeSlug, ...ProgrammeSlug[]];
const PROGRAMME_OF_SLUG = Object.fromEntries(
  PROGRAMMES.map((programme) => [PROGRAMME_SLUGS[programme], programme]),
) as Record<ProgrammeSlug, Programme>;

/** A row of the applications table (GET /api/applications). */
export const applicationSummarySchema = z.object({
  id: z.uuid(),
  referenceNumber: z.string(),
  programme: programmeSchema,
  programmeLabel: z.string(),
  category: applicationCategorySchema,
  categoryLabel: z.string(),
  /** The form's URL segment (docs/requirements.md §2), e.g. `new` or `change-of-company-name`. */
  form: z.string(),
  status: applicationStatusSchema,
  statusLabel: z.string(),
  createdAt: instant,
  submittedAt: instant.nullable(),
  updatedAt: instant,
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** One page of the applications table. */
export const applicationsPageSchema = pageOfSchema(applicationSummarySchema);
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;

/** A published template version, as `/api/programme-application-template` serves it. */
export const publishedTemplateSchema = z.object({
  id: z.uuid(),
  version: z.int().min(1),
  publishedAt: instant,
  definition: formTemplateSchema,
});
export type PublishedTemplate = z.infer<typeof publishedTemplateSchema>;

/** GET /api/officer/application-templates: the newest version of one form, as officers list them. */
export const officerTemplateSummarySchema = z.object({
  /** The version's id (GET /api/programme-application-template/{id}). */
  id: z.uuid(),
  programme: programmeSchema,
  programmeLabel: z.string(),
  /** The `{programme}` of GET /api/officer/application-templates/{programme}/{slug}: lrp, ibr or aor. */
  programmeSlug: z.enum(PROGRAMME_SLUG_VALUES),
  /** The form's URL segment, the `{slug}`: `new`, `renewal`, `change-of-company-name`, ... */
  form: z.string(),
  /** What the form applies for: "New", "Change Of Company Name", ... */
  formName: z.string(),
  category: applicationCategorySchema,
  categoryLabel: z.string(),
  /** The template's own title. */
  title: z.string(),
  version: z.int().min(1),
  sections: z.int().min(0),
  publishedAt: instant,
  /** The officer who published it; null for the version built into the portal. */
  publishedBy: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
});
export type OfficerTemplateSummary = z.infer<typeof officerTemplateSummarySchema>;

/** GET /api/officer/application-templates/{programme}/{slug}: the newest version with its whole template. */
export const officerTemplateSchema = officerTemplateSummarySchema.extend({ definition: formTemplateSchema });
export type OfficerTemplate = z.infer<typeof officerTemplateSchema>;

/** `{programme}` is the programme's slug (any letter case), answered as the programme's code. */
export const officerTemplateParamsSchema = z.object({
  programme: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.toLowerCase() : value),
      z.enum(PROGRAMME_SLUG_VALUES, `Name the programme: ${PROGRAMME_SLUG_VALUES.join(', ')}`),
    )
    .transform((slug) => PROGRAMME_OF_SLUG[slug]),
  slug: z
    .string()
    .min(1, 'Name the form, like new or renewal')
    .max(80, 'Name the form in 80 characters or fewer'),
});

export const sectionStateSchema = z.enum(Object.values(SectionState) as [SectionState, ...SectionState[]]);

/** One section's saved answers. `rowVersion` 0 means nothing was saved yet. */
export const savedSectionSchema = z.object({
  answers: z.unknown(),
  confirmed: z.boolean(),
  rowVersion: z.int().min(0),
  updatedAt: instant.nullable(),
  updatedByName: z.string().nullable(),
});
export type SavedSectionRecord = z.infer<typeof savedSectionSchema>;

/** The declaration frozen at submission. */
export const signedDeclarationSchema = z.object({
  signerName: z.string(),
  signedAt: instant,
  statements: z.array(z.string()),
});

/** GET /api/applications/{id}: one application with its form, answers and states. */
export const applicationDetailsSchema = applicationSummarySchema.extend({
  companyName: z.string(),
  companyUen: z.string().nullable(),
  isSubmitted: z.boolean(),
  isOpen: z.boolean(),
  /** The template version the application is pinned to (null only for records older than templates). */
  template: publishedTemplateSchema.nullable(),
  sections: z.record(z.string(), savedSectionSchema),
  states: z.record(z.string(), sectionStateSchema),
  /** The recognised application's answers a renewal or change starts from. */
  baseline: z.record(z.string(), z.unknown()).nullable(),
  lastSavedAt: instant.nullable(),
  lastSavedByName: z.string().nullable(),
  declaration: signedDeclarationSchema.nullable(),
});
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;

/** POST /api/applications, /renew, /change-of-scope, /change-of-detail: start (or resume) a form. */
export const startApplicationSchema = z.object({
  applicationType: programmeSchema,
  /** The form's URL segment; each endpoint accepts only the forms of its category. */
  form: z.string().min(1).max(100),
});
export type StartApplication = z.infer<typeof startApplicationSchema>;

/** What a start answers: the draft, and whether it already existed. */
export const startedApplicationSchema = z.object({
  id: z.uuid(),
  referenceNumber: z.string(),
  resumed: z.boolean(),
});
export type StartedApplication = z.infer<typeof startedApplicationSchema>;

/** PUT /api/applications/{id}/sections/{sectionId}. */
export const saveSectionSchema = z.object({
  answers: z.unknown(),
  /** The row version the answers were edited from (0 for a section never saved). */
  rowVersion: z.int().min(0),
  /** "Save and continue": the user says the section is done. */
  confirm: z.boolean().default(false),
});
export type SaveSection = z.input<typeof saveSectionSchema>;

export const answerProblemSchema = z.object({ path: z.string(), message: z.string() });

/** What a section save answers: the row as saved, every section's state, and what is still missing in it. */
export const savedSectionResultSchema = z.object({
  section: savedSectionSchema,
  states: z.record(z.string(), sectionStateSchema),
  problems: z.array(answerProblemSchema),
  lastSavedAt: instant,
  lastSavedByName: z.string(),
});
export type SavedSectionResult = z.infer<typeof savedSectionResultSchema>;

/** POST /api/applications/{id}/submit. */
export const submitApplicationSchema = z.object({
  declarationConfirmed: z.literal(true, 'Confirm the declaration to submit your application'),
});

export const applicationIdParamsSchema = z.object({ id: guidSchema });
export const applicationDocumentParamsSchema = z.object({ id: guidSchema, docId: guidSchema });
export const applicationSectionParamsSchema = z.object({
  id: guidSchema,
  sectionId: z.string().min(1).max(40),
});

/** `?ApplicationType=` (the programme) of the templates, form requirements and latest recognised. */
export const programmeQuerySchema = z.object({
  ApplicationType: z.coerce.number().pipe(programmeSchema),
});
/** Form requirements may be asked for every programme at once. */
export const optionalProgrammeQuerySchema = z.object({
  ApplicationType: z.coerce.number().pipe(programmeSchema).optional(),
});

const documentRequirementSchema = z.object({
  section: z.string(),
  label: z.string(),
  hint: z.string().nullable(),
  fileTypes: z.array(z.string()),
  maxMb: z.number(),
  optional: z.boolean(),
  /** Asked once per item of a repeating section (each inspector's CV, ...). */
  perItem: z.string().nullable(),
});

/** A form of a programme: whether the company may start it now, and its draft of it. */
const formStartSchema = z.object({
  form: z.string(),
  name: z.string(),
  category: applicationCategorySchema,
  title: z.string(),
  canStart: z.boolean(),
  /** Why the company may not start it, in plain words (null when it may). */
  refusal: z.string().nullable(),
  /** The company's draft of this form, when it has one. */
  draftId: z.uuid().nullable(),
});

/**
 * GET /api/applications/forms: per programme, each form the company may start or not, and why (the
 * Dashboard's "Start an application", which needs none of what the forms ask for).
 */
export const applicationFormsSchema = z.object({
  programme: programmeSchema,
  programmeLabel: z.string(),
  forms: z.array(formStartSchema),
});
export type ApplicationForms = z.infer<typeof applicationFormsSchema>;

/** GET /api/applications/form-requirements: per form, the same and what it asks for. */
export const formRequirementsSchema = applicationFormsSchema.extend({
  forms: z.array(
    formStartSchema.extend({
      introduction: z.array(z.string()),
      fees: z.array(z.object({ item: z.string(), amountSgd: z.number() })),
      timelines: z.array(z.string()),
      sections: z.array(z.object({ id: z.string(), title: z.string() })),
      documents: z.array(documentRequirementSchema),
    }),
  ),
});
export type FormRequirements = z.infer<typeof formRequirementsSchema>;

/** GET /api/applications/latest-recognised: the current recognition and the application that set it. */
export const latestRecognisedSchema = z.object({
  recognition: z.object({
    id: z.uuid(),
    recognitionNumber: z.string(),
    status: companyRecognitionStatusSchema,
    statusLabel: z.string(),
    validFrom: instant,
    validUntil: instant,
    scopeSummary: z.string(),
  }),
  application: applicationSummarySchema.nullable(),
  /** That application's answers by section (what renewals and changes start from). */
  answers: z.record(z.string(), z.unknown()).nullable(),
});
export type LatestRecognised = z.infer<typeof latestRecognisedSchema>;
