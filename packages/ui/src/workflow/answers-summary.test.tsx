import {
  ApplicationCategory,
  type ApplicationDetails,
  AttachmentScanStatus,
  type FileAnswer,
  type FormTemplateInput,
  formTemplateSchema,
  Programme,
} from '@fsmis/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnswersLinks, AnswersSummary } from './answers-summary';

afterEach(cleanup);

const template = (sections: FormTemplateInput['sections'], category: ApplicationCategory) =>
  formTemplateSchema.parse({
    programme: Programme.LRP,
    form: 'renewal',
    category,
    title: 'Renew your recognition',
    introduction: ['Check what has changed since you were recognised.'],
    fees: [],
    timelines: [],
    sections,
    declaration: { statements: ['The information I have given is true.'] },
  } satisfies FormTemplateInput);

const laboratory: FormTemplateInput['sections'][number] = {
  kind: 'questions',
  id: 'laboratory',
  title: 'Laboratory',
  questions: [
    { kind: 'text', id: 'name', label: 'Laboratory name' },
    { kind: 'text', id: 'website', label: 'Website', optional: true },
    {
      kind: 'radios',
      id: 'accredited',
      label: 'Accredited',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
    {
      kind: 'file',
      id: 'certificate',
      label: 'Certificate',
      when: { question: 'accredited', equals: 'yes' },
    },
    {
      kind: 'checkboxes',
      id: 'areas',
      label: 'Areas of testing',
      options: [
        { value: 'chemistry', label: 'Chemistry' },
        { value: 'microbiology', label: 'Microbiology' },
        { value: 'physics', label: 'Physics' },
      ],
    },
  ],
};

const tests: FormTemplateInput['sections'][number] = {
  kind: 'repeating',
  id: 'tests',
  title: 'Tests to be recognised',
  itemName: 'test',
  minItems: 0,
  questions: [
    { kind: 'text', id: 'analyte', label: 'Analyte' },
    { kind: 'text', id: 'method', label: 'Method' },
  ],
};

const renewal = template([laboratory, tests], ApplicationCategory.renewal);

const file = (displayFileName: string, attachmentStatus: AttachmentScanStatus): FileAnswer => ({
  attachmentId: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  displayFileName,
  fileSize: 2048,
  attachmentStatus,
});

const saved = (answers: unknown) => ({
  answers,
  confirmed: true,
  rowVersion: 1,
  updatedAt: null,
  updatedByName: null,
});

type Answers = Pick<ApplicationDetails, 'sections' | 'baseline'>;

const lead = { key: 'lead', analyte: 'Lead', method: 'ICP-MS' };
const arsenic = { key: 'arsenic', analyte: 'Arsenic', method: 'ICP-MS' };
const mercury = { key: 'mercury', analyte: 'Mercury', method: 'CV-AAS' };

const given: Answers = {
  baseline: null,
  sections: {
    laboratory: saved({
      name: 'Alpha Labs',
      accredited: 'yes',
      certificate: file('certificate.pdf', AttachmentScanStatus.scanned),
      areas: ['chemistry', 'physics'],
    }),
    tests: saved({ items: [lead, arsenic] }),
  },
};

const downloads: AnswersLinks = { file: (answer) => `/download/${answer.displayFileName}` };

function show(application: Answers, links: AnswersLinks = downloads, headingLevel?: 2 | 3) {
  return render(
    <MemoryRouter>
      <AnswersSummary
        application={application}
        template={renewal}
        links={links}
        headingLevel={headingLevel}
      />
    </MemoryRouter>,
  );
}

/** A section's answers: each row's key and the words of its value. */
function rowsOf(region: HTMLElement): [string, string][] {
  return Array.from(region.querySelectorAll('.summary-list__row')).map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

describe('AnswersSummary', () => {
  it('shows each section under its heading, each answer as a person reads it, isolated as the company wrote it', () => {
    show(given);
    const section = screen.getByRole('region', { name: 'Laboratory' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Laboratory' })).toBeTruthy();
    expect(rowsOf(section)).toEqual([
      ['Laboratory name', 'Alpha Labs'],
      ['Website', 'Not given'],
      ['Accredited', 'Yes'],
      ['Certificate', 'certificate.pdf'],
      ['Areas of testing', 'Chemistry, Physics'],
    ]);
    expect(within(section).getByText('Alpha Labs').tagName).toBe('BDI');
    // Nothing was changed against a recognised application, and nothing offers a change.
    expect(within(section).queryByText('Changed')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Change/ })).toBeNull();
  });

  it('leaves out a question its condition hides', () => {
    show({
      ...given,
      sections: { ...given.sections, laboratory: saved({ name: 'Alpha Labs', accredited: 'no' }) },
    });
    const section = screen.getByRole('region', { name: 'Laboratory' });
    expect(rowsOf(section).map(([key]) => key)).not.toContain('Certificate');
  });

  it('offers a file as a download where the app links it, once its virus scan has passed', () => {
    const { unmount } = show(given);
    const link = screen.getByRole('link', { name: 'certificate.pdf' });
    expect(link.getAttribute('href')).toBe('/download/certificate.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    unmount();

    show(given, { file: () => null });
    expect(screen.queryByRole('link', { name: 'certificate.pdf' })).toBeNull();
    expect(screen.getByText('certificate.pdf').tagName).toBe('BDI');
    cleanup();

    show({
      ...given,
      sections: {
        ...given.sections,
        laboratory: saved({
          name: 'Alpha Labs',
          accredited: 'yes',
          certificate: file('infected.pdf', AttachmentScanStatus.suspicious),
        }),
      },
    });
    expect(screen.queryByRole('link', { name: /infected\.pdf/ })).toBeNull();
    expect(
      rowsOf(screen.getByRole('region', { name: 'Laboratory' })).find(([key]) => key === 'Certificate'),
    ).toEqual(['Certificate', 'infected.pdf (not available: it has not passed the virus scan)']);
  });

  it('links each section to its page to change it, naming the section for screen readers', () => {
    show(given, { ...downloads, change: (section) => `/form?section=${section.id}` });
    const change = within(screen.getByRole('region', { name: 'Tests to be recognised' })).getByRole('link', {
      name: 'Change Tests to be recognised',
    });
    expect(change.getAttribute('href')).toBe('/form?section=tests');
    expect(screen.getAllByRole('link', { name: /^Change / })).toHaveLength(2);
  });

  it('heads each item of a list by its summary answers, one level below its section', () => {
    const { unmount } = show(given);
    const list = screen.getByRole('region', { name: 'Tests to be recognised' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Lead', 'Arsenic']);
    unmount();

    show(given, downloads, 3);
    const nested = screen.getByRole('region', { name: 'Tests to be recognised' });
    expect(within(nested).getByRole('heading', { level: 3, name: 'Tests to be recognised' })).toBeTruthy();
    expect(within(nested).getAllByRole('heading', { level: 4 })).toHaveLength(2);
    cleanup();

    show({ ...given, sections: { ...given.sections, tests: saved({ items: [] }) } });
    expect(
      within(screen.getByRole('region', { name: 'Tests to be recognised' })).getByText('None added.'),
    ).toBeTruthy();
  });

  it('marks what a renewal changed against the recognised application: answers, choices and items', () => {
    show({
      ...given,
      baseline: {
        laboratory: {
          name: 'Alpha Laboratories',
          accredited: 'yes',
          certificate: file('certificate.pdf', AttachmentScanStatus.scanned),
          areas: ['chemistry', 'microbiology'],
        },
        tests: { items: [{ ...lead, method: 'ICP-OES' }, mercury] },
      },
      sections: { ...given.sections, tests: saved({ items: [lead, arsenic] }) },
    });
    const section = screen.getByRole('region', { name: 'Laboratory' });
    expect(rowsOf(section)).toContainEqual(['Laboratory name', 'Alpha Labs Changed']);
    expect(rowsOf(section)).toContainEqual(['Accredited', 'Yes']);
    // A choice of several shows what is added to it and what is withdrawn from it.
    const areas = within(section).getByRole('list');
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chemistry', 'Microbiology Withdrawn', 'Physics Added']);

    const list = screen.getByRole('region', { name: 'Tests to be recognised' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Lead Changed', 'Arsenic Added']);
    const withdrawn = within(list).getByText('Mercury');
    expect(withdrawn.closest('del')).toBeTruthy();
    expect(withdrawn.closest('p')?.textContent).toBe('Mercury Withdrawn');
  });

  it('shows the value in force beside each answer a change of company details asks, marked when it differs', () => {
    const details = template(
      [
        {
          kind: 'questions',
          id: 'companyDetails',
          title: 'Company details',
          questions: [
            {
              kind: 'text',
              id: 'name',
              label: 'Company name',
              current: { section: 'companyDetails', question: 'name' },
            },
            {
              kind: 'text',
              id: 'telephone',
              label: 'Telephone',
              optional: true,
              current: { section: 'companyDetails', question: 'telephone' },
            },
          ],
        },
      ],
      ApplicationCategory.changeOfCompanyDetails,
    );
    render(
      <MemoryRouter>
        <AnswersSummary
          application={{
            baseline: { companyDetails: { name: 'Alpha Pte. Ltd.' } },
            sections: { companyDetails: saved({ name: 'Beta Pte. Ltd.', telephone: '' }) },
          }}
          template={details}
          links={downloads}
        />
      </MemoryRouter>,
    );
    expect(rowsOf(screen.getByRole('region', { name: 'Company details' }))).toEqual([
      ['Company name', 'Beta Pte. Ltd. ChangedCurrently: Alpha Pte. Ltd.'],
      ['Telephone', 'Not givenCurrently: not given'],
    ]);
    expect(screen.getByText('Alpha Pte. Ltd.').tagName).toBe('BDI');
  });
});
