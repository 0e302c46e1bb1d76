import { type FormTemplateInput, type Question, questionSchema } from '@fsmis/domain';
import { QuestionField } from '@fsmis/ui/forms/question-field';
import { cleanup, render, screen, within } from '@testing-library/react';
import { type FieldValues, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionPreview } from './question-preview';

afterEach(cleanup);

type QuestionInput = FormTemplateInput['sections'][number]['questions'][number];

const question = (input: QuestionInput): Question => questionSchema.parse(input);

/** The question as the portal's question page draws it: the shared field in a form that takes answers. */
function PortalQuestion({ scope, shown }: { readonly scope: string; readonly shown: Question }) {
  const { register, control } = useForm<FieldValues>();
  return (
    <QuestionField
      scope={scope}
      question={shown}
      register={register}
      control={control}
      error={undefined}
      renderFile={() => <span>No file kind is compared</span>}
    />
  );
}

/** The markup of the preview's control, with its controls' `disabled` taken off. */
function previewedControl(shown: Question): string {
  const { container } = render(<QuestionPreview scope="s-about" question={shown} siblings={[shown]} />);
  const form = container.querySelector('form');
  if (!form) throw new Error('The preview draws its control in a form');
  return form.innerHTML.replaceAll(' disabled=""', '');
}

function portalControl(shown: Question): string {
  const { container } = render(<PortalQuestion scope="s-about" shown={shown} />);
  return container.innerHTML;
}

const KINDS: readonly QuestionInput[] = [
  { kind: 'text', id: 'name', label: 'Laboratory name', hint: 'As registered with ACRA', maxLength: 200 },
  { kind: 'text', id: 'email', label: 'Email address', format: 'email', optional: true },
  { kind: 'textarea', id: 'reason', label: 'Why are you changing your scope?', maxLength: 2000 },
  { kind: 'number', id: 'years', label: 'Years of experience', suffix: 'years', integer: true },
  { kind: 'date', id: 'since', label: 'Accredited since' },
  {
    kind: 'radios',
    id: 'body',
    label: 'Accreditation body',
    options: [
      { value: 'sac', label: 'SAC-SINGLAS', hint: 'The Singapore Accreditation Council' },
      { value: 'other', label: 'Another body' },
    ],
  },
  {
    kind: 'checkboxes',
    id: 'categories',
    label: 'Types of inspection',
    hint: 'Select all that apply',
    options: [
      {
        value: 'food',
        label: 'Food establishments',
        hint: 'Factories, central kitchens and retail premises',
      },
      { value: 'cold', label: 'Cold stores' },
    ],
  },
];

describe('the preview of a question', () => {
  for (const input of KINDS) {
    it(`draws a ${input.kind} question with the portal's own control, disabled`, () => {
      const shown = question(input);
      const previewed = previewedControl(shown);
      cleanup();
      expect(previewed).toBe(portalControl(shown));

      cleanup();
      render(<QuestionPreview scope="s-about" question={shown} siblings={[shown]} />);
      const controls = document.querySelectorAll('form input, form textarea');
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) expect((control as HTMLInputElement).disabled).toBe(true);
    });
  }

  it("draws a file question as the portal's upload field is labelled, its rule in its hint, with nothing to upload", () => {
    const shown = question({
      kind: 'file',
      id: 'report',
      label: 'Latest audit report',
      hint: 'Signed by the auditor.',
      fileTypes: ['pdf'],
      maxMb: 5,
    });
    render(<QuestionPreview scope="s-about" question={shown} siblings={[shown]} />);
    const input = screen.getByLabelText('Latest audit report') as HTMLInputElement;
    expect(input.id).toBe('s-about-report');
    expect(input.type).toBe('file');
    expect(input.disabled).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('s-about-report-hint');
    expect(document.getElementById('s-about-report-hint')?.textContent).toBe(
      'Signed by the auditor. PDF only, up to 5 MB.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says beside the control what the template says of the question', () => {
    const body = question({
      kind: 'radios',
      id: 'body',
      label: 'Accreditation body',
      options: [
        { value: 'sac', label: 'SAC-SINGLAS' },
        { value: 'other', label: 'Another body' },
      ],
    });
    const shown = question({
      kind: 'text',
      id: 'otherBody',
      label: 'Name of the body',
      errorName: 'the name of the body',
      when: { question: 'body', equals: 'other' },
      current: { section: 'accreditation', question: 'otherBody' },
    });
    render(<QuestionPreview scope="s-about" question={shown} siblings={[body, shown]} />);
    const facts = within(document.querySelector('dl') as HTMLElement);
    expect(facts.getByText('Required')).toBeTruthy();
    expect(facts.getByText('Id').nextElementSibling?.textContent).toBe('otherBody');
    expect(facts.getByText('Shown').nextElementSibling?.textContent).toContain('Accreditation body');
    expect(facts.getByText('Beside it').nextElementSibling?.textContent).toContain(
      'The value in force, from accreditation › otherBody of the recognised application',
    );
    expect(facts.getByText('If left empty').nextElementSibling?.textContent).toContain(
      'the name of the body',
    );
    // The value in force is the company's own: the preview has none to show in the hint.
    expect(document.getElementById('s-about-otherBody-hint')).toBeNull();
  });
});
