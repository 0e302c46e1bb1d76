import { describe, expect, it } from 'vitest';
import { ApplicationCategory } from './application-category.js';
import {
  applicationDetailsSchema,
  applicationSectionParamsSchema,
  formRequirementsSchema,
  officerTemplateParamsSchema,
  optionalProgrammeQuerySchema,
  programmeQuerySchema,
  publishedTemplateSchema,
  saveSectionSchema,
  sectionStateSchema,
  submitApplicationSchema,
} from './application-contracts.js';
import { ApplicationStatus } from './application-status.js';
import { SectionState } from './form-answers.js';
import type { FormTemplateInput } from './form-template.js';
import { Programme } from './programme.js';

const id = '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
const at = '2026-03-15T02:30:00.000Z';

const definition: FormTemplateInput = {
  programme: Programme.IBR,
  form: 'new',
  category: ApplicationCategory.new,
  title: 'Apply for recognition',
  introduction: ['Before you start'],
  fees: [],
  timelines: [],
  sections: [
    {
      id: 'company',
      title: 'Company',
      kind: 'questions',
      questions: [{ id: 'name', kind: 'text', label: 'Name' }],
    },
  ],
  declaration: { statements: ['The information I have given is true.'] },
};

const details = {
  id,
  referenceNumber: 'IBR-2026-0001',
  programme: Programme.IBR,
  programmeLabel: 'IBR',
  category: ApplicationCategory.new,
  categoryLabel: 'New',
  form: 'new',
  status: ApplicationStatus.draft,
  statusLabel: 'Draft',
  createdAt: at,
  submittedAt: null,
  updatedAt: at,
  companyName: 'Acme',
  companyUen: null,
  isSubmitted: false,
  isOpen: true,
  template: { id, version: 1, publishedAt: at, definition },
  sections: {
    company: {
      answers: { name: 'Acme' },
      confirmed: false,
      rowVersion: 1,
      updatedAt: at,
      updatedByName: 'Tan',
    },
  },
  states: { company: SectionState.inProgress },
  baseline: null,
  lastSavedAt: at,
  lastSavedByName: 'Tan',
  declaration: null,
};

describe('the applications API contracts', () => {
  it('read an application with its template, answers and states', () => {
    const parsed = applicationDetailsSchema.parse(details);
    expect(parsed.template?.definition.prefill).toBe('none');
    expect(parsed.states).toEqual({ company: 'inProgress' });
  });

  it('check the template an application is pinned to as any template', () => {
    const duplicated = { ...definition, sections: [...definition.sections, ...definition.sections] };
    expect(
      publishedTemplateSchema.safeParse({ id, version: 1, publishedAt: at, definition: duplicated }).success,
    ).toBe(false);
    expect(publishedTemplateSchema.safeParse({ id, version: 0, publishedAt: at, definition }).success).toBe(
      false,
    );
  });

  it('know the four states of a section, no other', () => {
    expect(Object.values(SectionState).every((state) => sectionStateSchema.safeParse(state).success)).toBe(
      true,
    );
    expect(sectionStateSchema.safeParse('done').success).toBe(false);
  });

  it('save a section unconfirmed unless the user says it is done', () => {
    expect(saveSectionSchema.parse({ answers: {}, rowVersion: 0 })).toEqual({
      answers: {},
      rowVersion: 0,
      confirm: false,
    });
    expect(saveSectionSchema.safeParse({ answers: {}, rowVersion: -1 }).success).toBe(false);
  });

  it('submit only with the declaration confirmed', () => {
    expect(submitApplicationSchema.safeParse({ declarationConfirmed: true }).success).toBe(true);
    const refused = submitApplicationSchema.safeParse({ declarationConfirmed: false });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Confirm the declaration to submit your application',
    ]);
  });

  it('read the programme from the query string', () => {
    expect(programmeQuerySchema.parse({ ApplicationType: '3' })).toEqual({ ApplicationType: Programme.AOR });
    expect(programmeQuerySchema.safeParse({ ApplicationType: '4' }).success).toBe(false);
    expect(programmeQuerySchema.safeParse({}).success).toBe(false);
    expect(optionalProgrammeQuerySchema.parse({})).toEqual({});
  });

  it('take a section id of the path within bounds', () => {
    expect(applicationSectionParamsSchema.safeParse({ id, sectionId: 'company' }).success).toBe(true);
    expect(applicationSectionParamsSchema.safeParse({ id, sectionId: '' }).success).toBe(false);
    expect(applicationSectionParamsSchema.safeParse({ id: 'nope', sectionId: 'company' }).success).toBe(
      false,
    );
  });

  it('say why a form may not be started', () => {
    const form = {
      form: 'renewal',
      name: 'Renewal',
      category: ApplicationCategory.renewal,
      title: 'Renew',
      introduction: [],
      fees: [{ item: 'Renewal fee', amountSgd: 300 }],
      timelines: [],
      sections: [{ id: 'company', title: 'Company' }],
      documents: [
        {
          section: 'company',
          label: 'CV',
          hint: null,
          fileTypes: ['pdf'],
          maxMb: 10,
          optional: false,
          perItem: 'inspector',
        },
      ],
      canStart: false,
      refusal: 'You need a current IBR recognition for this application.',
      draftId: null,
    };
    const requirements = { programme: Programme.IBR, programmeLabel: 'IBR', forms: [form] };
    expect(formRequirementsSchema.parse(requirements).forms[0]?.refusal).toBe(form.refusal);
  });
});

describe('the officers’ template contracts', () => {
  it('take the programme by its slug in any letter case, as its code', () => {
    expect(officerTemplateParamsSchema.parse({ programme: 'LRP', slug: 'new' })).toEqual({
      programme: Programme.LRP,
      slug: 'new',
    });
    expect(officerTemplateParamsSchema.parse({ programme: 'aor', slug: 'renewal' }).programme).toBe(
      Programme.AOR,
    );
  });

  it('refuse a programme that is not one, by slug', () => {
    for (const programme of ['xyz', 3]) {
      const result = officerTemplateParamsSchema.safeParse({ programme, slug: 'new' });
      expect(result.error?.issues[0]?.message).toBe('Name the programme: lrp, ibr, aor');
    }
    expect(officerTemplateParamsSchema.safeParse({ programme: 'lrp', slug: '' }).success).toBe(false);
  });
});
