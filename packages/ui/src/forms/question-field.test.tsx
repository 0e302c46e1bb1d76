import { type FileAnswer, type FormTemplateInput, type Question, questionSchema } from '@fsmis/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionField, type QuestionFileControlProps } from './question-field';

afterEach(cleanup);

type QuestionInput = FormTemplateInput['sections'][number]['questions'][number];

const SCOPE = 'page';
const question = (input: QuestionInput): Question => questionSchema.parse(input);

/** What a file question's control is given, and a button that answers it, as an app's upload field would. */
function FakeFileControl(props: QuestionFileControlProps) {
  return (
    <div data-testid="file-control">
      <span>
        {props.label} / {props.hint} / {props.error} / {props.value?.displayFileName ?? 'no file'}
      </span>
      <button type="button" onClick={() => props.onChange(REPORT)}>
        Attach the report
      </button>
    </div>
  );
}

const REPORT: FileAnswer = {
  attachmentId: '3b9d2f4e-8c1a-4d6b-9e7f-0a1b2c3d4e5f',
  displayFileName: 'audit-report.pdf',
  fileSize: 2048,
  attachmentStatus: 1,
};

type FieldOptions = {
  readonly error?: string;
  readonly current?: string;
  readonly text?: string;
  readonly disabled?: boolean;
  readonly defaultValues?: FieldValues;
  readonly renderFile?: (props: QuestionFileControlProps) => ReactElement;
};

/** A page of one question, in a form of its own; it hands the test the form on each render. */
function Page({
  shown,
  options,
  onForm,
}: {
  readonly shown: Question;
  readonly options: FieldOptions;
  readonly onForm: (form: UseFormReturn<FieldValues>) => void;
}) {
  const form = useForm<FieldValues>({
    disabled: options.disabled ?? false,
    defaultValues: options.defaultValues ?? {},
  });
  // Read, so that the form draws again (and the test sees it) once a field is touched.
  void form.formState.touchedFields;
  onForm(form);
  return (
    <QuestionField
      scope={SCOPE}
      question={shown}
      register={form.register}
      control={form.control}
      error={options.error}
      {...(options.current ? { current: options.current } : {})}
      {...(options.text !== undefined ? { text: options.text } : {})}
      renderFile={options.renderFile ?? ((file) => <FakeFileControl {...file} />)}
    />
  );
}

/** Draws the question; `form` is the form as it last drew. */
function renderField(shown: Question, options: FieldOptions = {}) {
  const seen: { form?: UseFormReturn<FieldValues> } = {};
  render(
    <Page
      shown={shown}
      options={options}
      onForm={(form) => {
        seen.form = form;
      }}
    />,
  );
  return seen;
}

const element = (id: string) => document.getElementById(id);
const describedBy = (control: Element | null) => control?.getAttribute('aria-describedby')?.split(' ') ?? [];

const KINDS: readonly QuestionInput[] = [
  { kind: 'text', id: 'name', label: 'Laboratory name', hint: 'As registered with ACRA' },
  { kind: 'textarea', id: 'reason', label: 'Why are you applying?', hint: 'Say what changed' },
  { kind: 'number', id: 'years', label: 'Years of experience', hint: 'Whole years', suffix: 'years' },
  { kind: 'date', id: 'since', label: 'Accredited since', hint: 'For example, 27 3 2024' },
  {
    kind: 'radios',
    id: 'body',
    label: 'Accreditation body',
    hint: 'The body that accredited you',
    options: [
      { value: 'sac', label: 'SAC-SINGLAS' },
      { value: 'other', label: 'Another body' },
    ],
  },
  {
    kind: 'checkboxes',
    id: 'categories',
    label: 'Types of inspection',
    hint: 'Select all that apply',
    options: [
      { value: 'food', label: 'Food establishments' },
      { value: 'cold', label: 'Cold stores' },
    ],
  },
];

describe('QuestionField', () => {
  for (const input of KINDS) {
    it(`draws a ${input.kind} question's label, hint and error, each linked to its control`, () => {
      const shown = question(input);
      renderField(shown, { error: `Enter ${shown.label.toLowerCase()}` });
      const id = `${SCOPE}-${shown.id}`;
      const choice = shown.kind === 'radios' || shown.kind === 'checkboxes';
      // A choice is a group whose legend asks the question; any other kind is a labelled control.
      const control = choice
        ? screen.getByRole('group', { name: shown.label })
        : screen.getByLabelText(shown.label);
      if (!choice) expect(control.id).toBe(id);
      expect(element(`${id}-hint`)?.textContent).toBe(shown.hint);
      expect(element(`${id}-error`)?.textContent).toBe(`Error: Enter ${shown.label.toLowerCase()}`);
      expect(describedBy(control)).toEqual(expect.arrayContaining([`${id}-hint`, `${id}-error`]));
      // The error summary links to the id of the first control.
      expect(element(id)).not.toBeNull();
    });
  }

  it('says an optional question is optional, and the value in force before its hint', () => {
    renderField(
      question({ kind: 'text', id: 'name', label: 'Trading name', optional: true, hint: 'If any' }),
      {
        current: 'Acme Labs',
      },
    );
    expect(screen.getByLabelText('Trading name (optional)')).toBeTruthy();
    expect(element('page-name-hint')?.textContent).toBe('Currently: Acme Labs. If any');
  });

  it('asks for an email address with the keyboard and autofill of one', () => {
    renderField(question({ kind: 'text', id: 'email', label: 'Email address', format: 'email' }));
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('counts the characters of a long answer against its limit', () => {
    renderField(question({ kind: 'textarea', id: 'reason', label: 'Reason', maxLength: 500 }), {
      text: 'Twelve chars',
    });
    expect(screen.getAllByText('You have 488 characters remaining')).toHaveLength(2);
  });

  it("shows a number's unit beside it", () => {
    renderField(question({ kind: 'number', id: 'years', label: 'Experience', suffix: 'years' }));
    expect(screen.getByText('years').className).toBe('question-field__suffix');
  });

  it('describes each choice by its own hint, for radios and checkboxes alike', () => {
    const options = [
      { value: 'food', label: 'Food establishments', hint: 'Factories and central kitchens' },
      { value: 'cold', label: 'Cold stores' },
    ];
    for (const kind of ['radios', 'checkboxes'] as const) {
      renderField(question({ kind, id: 'categories', label: 'Types of inspection', options }));
      const choice = screen.getByLabelText('Food establishments');
      expect(describedBy(choice)).toEqual(['page-categories-item-hint']);
      expect(element('page-categories-item-hint')?.textContent).toBe('Factories and central kitchens');
      expect(screen.getByLabelText('Cold stores').getAttribute('aria-describedby')).toBeNull();
      cleanup();
    }
  });

  it('keeps the ticked checkboxes as the answer, in the order of the options, and counts the group as touched', () => {
    const seen = renderField(
      question({
        kind: 'checkboxes',
        id: 'categories',
        label: 'Types of inspection',
        options: [
          { value: 'food', label: 'Food establishments' },
          { value: 'cold', label: 'Cold stores' },
        ],
      }),
    );
    fireEvent.click(screen.getByLabelText('Cold stores'));
    fireEvent.click(screen.getByLabelText('Food establishments'));
    expect(seen.form?.getValues('categories')).toEqual(['food', 'cold']);
    expect(seen.form?.formState.touchedFields.categories).toBe(true);
  });

  it("draws a file question with the app's own control, given the question's label, hint, rule and answer", () => {
    const renderFile = vi.fn((file: QuestionFileControlProps) => <FakeFileControl {...file} />);
    const seen = renderField(
      question({
        kind: 'file',
        id: 'report',
        label: 'Latest audit report',
        hint: 'Signed by the auditor.',
        fileTypes: ['pdf'],
        maxMb: 5,
      }),
      { renderFile, error: 'Upload the latest audit report' },
    );
    expect(renderFile).toHaveBeenLastCalledWith(
      expect.objectContaining({
        id: 'page-report',
        label: 'Latest audit report',
        hint: 'Signed by the auditor.',
        error: 'Upload the latest audit report',
        purpose: 'document',
        fileTypes: ['pdf'],
        maxMb: 5,
        value: null,
      }),
    );
    expect(screen.getByTestId('file-control').textContent).toContain(
      'Latest audit report / Signed by the auditor. / Upload the latest audit report / no file',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Attach the report' }));
    expect(seen.form?.getValues('report')).toEqual(REPORT);
    expect(seen.form?.formState.touchedFields.report).toBe(true);
    expect(screen.getByTestId('file-control').textContent).toContain('audit-report.pdf');
  });

  it('hands the file control the answer already saved', () => {
    renderField(question({ kind: 'file', id: 'report', label: 'Latest audit report' }), {
      defaultValues: { report: REPORT },
    });
    expect(screen.getByTestId('file-control').textContent).toContain('audit-report.pdf');
  });

  it('draws every control disabled in a form made disabled, as a preview that takes no answers', () => {
    for (const input of KINDS) {
      const shown = question(input);
      renderField(shown, { disabled: true });
      const controls = document.querySelectorAll('input, textarea');
      expect(controls.length, shown.kind).toBeGreaterThan(0);
      for (const control of controls) expect((control as HTMLInputElement).disabled, shown.kind).toBe(true);
      cleanup();
    }
  });
});
