import { type ApplicationDetails, type FormTemplateInput, formTemplateSchema } from '@fsmis/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localCopyKey } from '../../../lib/local-copies';
import { userDetailsQueryKey } from '../../../lib/session';
import { QuestionsPage } from './questions-page';
import type { SaveOutcome, SaveRefusal, SaveStatus } from './use-section-saver';

const template = formTemplateSchema.parse({
  programme: 1,
  form: 'new',
  category: 1,
  title: 'LRP New Application',
  introduction: ['Apply.'],
  fees: [],
  timelines: [],
  sections: [
    {
      kind: 'questions',
      id: 'accreditation',
      title: 'Accreditation',
      questions: [
        { kind: 'text', id: 'certificateNumber', label: 'Certificate number' },
        {
          kind: 'radios',
          id: 'body',
          label: 'Accreditation body',
          options: [
            { value: 'sacSinglas', label: 'SAC-SINGLAS' },
            { value: 'other', label: 'Another body' },
          ],
        },
        {
          kind: 'text',
          id: 'otherBody',
          label: 'Name of the body',
          when: { question: 'body', equals: 'other' },
        },
      ],
    },
  ],
  declaration: { statements: ['True.'] },
} satisfies FormTemplateInput);

const section = template.sections[0];
if (!section) throw new Error('The test template has a section');

const application = {
  id: '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10',
  lastSavedAt: null,
  baseline: null,
  sections: {
    accreditation: { answers: {}, confirmed: false, rowVersion: 3, updatedAt: null, updatedByName: null },
  },
} as unknown as ApplicationDetails;

const USER_ID = '3b9d2f4e-8c1a-4d6b-9e7f-0a1b2c3d4e5f';
const AUTOSAVE_KEY = `application-${application.id}-accreditation`;

type PageOptions = {
  readonly save?: (answers: unknown, options?: { confirm?: boolean }) => Promise<SaveOutcome>;
  readonly saveRefusal?: SaveRefusal | null;
  readonly saveStatus?: SaveStatus;
  readonly userId?: string;
  /** Hands the page a new save function on each render, as a parent drawing it inline does. */
  readonly freshSaveEachRender?: boolean;
};

function renderPage(options: PageOptions = {}) {
  const save = vi.fn(options.save ?? (async () => 'saved' as const));
  const onContinue = vi.fn();
  const queryClient = new QueryClient();
  queryClient.setQueryData(userDetailsQueryKey, { userId: options.userId ?? USER_ID });
  const page = (props: PageOptions) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <QuestionsPage
          application={application}
          template={template}
          section={section as NonNullable<typeof section>}
          scope="accreditation"
          heading="Accreditation"
          initialValues={{}}
          autosaveKey={AUTOSAVE_KEY}
          save={props.freshSaveEachRender ? (answers, how) => save(answers, how) : save}
          saveStatus={props.saveStatus ?? 'idle'}
          saveProblem={null}
          saveRefusal={props.saveRefusal ?? null}
          apiPathOf={(questionId) => `answers.${questionId}`}
          conflict={null}
          onContinue={onContinue}
          onReturn={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender, unmount } = render(page(options));
  return { save, onContinue, rerender: (props: PageOptions) => rerender(page(props)), unmount };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('a page of template questions', () => {
  it('lists what is missing in the error summary, each linked to its field, and still saves what there is', async () => {
    const { save, onContinue } = renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    const summary = screen.getByRole('alert');
    const links = [...summary.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Enter certificate number', '#accreditation-certificateNumber'],
      ['Select accreditation body', '#accreditation-body'],
    ]);
    expect(screen.getByLabelText('Certificate number').getAttribute('aria-invalid')).toBe('true');
    expect(save).toHaveBeenCalledWith({ certificateNumber: '', body: null }, {});
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows a conditional question only while its condition holds, and continues once complete', async () => {
    const { save, onContinue } = renderPage();
    expect(screen.queryByLabelText('Name of the body')).toBeNull();
    fireEvent.change(screen.getByLabelText('Certificate number'), { target: { value: 'LA-2019-0456' } });
    await act(async () => fireEvent.click(screen.getByLabelText('Another body')));
    const otherBody = screen.getByLabelText('Name of the body');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    expect(screen.getByRole('alert').textContent).toContain('Enter name of the body');
    expect(onContinue).not.toHaveBeenCalled();

    fireEvent.change(otherBody, { target: { value: 'UKAS' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    expect(save).toHaveBeenLastCalledWith(
      { certificateNumber: 'LA-2019-0456', body: 'other', otherBody: 'UKAS' },
      { confirm: true },
    );
    expect(onContinue).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.click(screen.getByLabelText('SAC-SINGLAS')));
    expect(screen.queryByLabelText('Name of the body')).toBeNull();
  });
});

/** Lets timers (the autosave's delay, a retry's pause) run as far as `ms` from now. */
const elapse = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

const typeCertificate = (value: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('Certificate number'), { target: { value } });
  });

describe('a refused save', () => {
  const refusal: SaveRefusal = {
    fields: { 'answers.certificateNumber': 'Certificate number must be a PDF' },
    message: 'Certificate number must be a PDF',
  };

  it('is shown on the field it names and in the error summary, without taking the person off their field', async () => {
    renderPage({ saveRefusal: refusal, saveStatus: 'refused' });
    const field = screen.getByLabelText('Certificate number');
    field.focus();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const links = [...screen.getByRole('alert').querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([['Certificate number must be a PDF', '#accreditation-certificateNumber']]);
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('status').textContent).toContain('Your latest answers are not saved yet');
  });

  it('lists a refusal that names no field of the page in words', () => {
    renderPage({ saveRefusal: { fields: {}, message: 'This form has no section "x".' } });
    expect(screen.getByRole('alert').textContent).toContain('This form has no section "x".');
  });

  it('is never sent again as it is: only a change the person makes is saved', async () => {
    vi.useFakeTimers();
    const { save } = renderPage({ save: async () => 'refused' });
    await typeCertificate('LA-1');
    await elapse(800);
    expect(save).toHaveBeenCalledTimes(1);
    await elapse(120_000);
    expect(save).toHaveBeenCalledTimes(1);

    await typeCertificate('LA-12');
    await elapse(800);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ certificateNumber: 'LA-12', body: null }, {});
    await elapse(120_000);
    expect(save).toHaveBeenCalledTimes(2);
  });
  it('is not sent again when the page is drawn anew, with a new save function and a new status', async () => {
    vi.useFakeTimers();
    const { save, rerender } = renderPage({ save: async () => 'refused', freshSaveEachRender: true });
    await typeCertificate('LA-1');
    await elapse(800);
    for (const saveStatus of ['saving', 'refused', 'idle', 'refused'] as const) {
      rerender({ saveStatus, saveRefusal: refusal, freshSaveEachRender: true });
      await elapse(1_000);
    }
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('a save that cannot reach the server', () => {
  it('is tried again after 2 s, 4 s, 8 s…, and no more once it is kept', async () => {
    vi.useFakeTimers();
    let outcome: SaveOutcome = 'unreachable';
    const { save } = renderPage({ save: async () => outcome });
    await typeCertificate('LA-1');
    await elapse(800);
    expect(save).toHaveBeenCalledTimes(1);
    await elapse(1_999);
    expect(save).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(save).toHaveBeenCalledTimes(2);
    await elapse(3_999);
    expect(save).toHaveBeenCalledTimes(2);
    await elapse(1);
    expect(save).toHaveBeenCalledTimes(3);

    outcome = 'saved';
    await elapse(8_000);
    expect(save).toHaveBeenCalledTimes(4);
    expect(save).toHaveBeenLastCalledWith({ certificateNumber: 'LA-1', body: null }, {});
    await elapse(120_000);
    expect(save).toHaveBeenCalledTimes(4);
  });
});

describe('answers not saved yet', () => {
  const stored = (userId = USER_ID) => {
    const text = localStorage.getItem(localCopyKey(userId, AUTOSAVE_KEY));
    return text === null ? null : (JSON.parse(text) as { values: unknown; base: number });
  };

  it('are kept in the browser under the signed-in user as they are typed, until a save keeps them', async () => {
    vi.useFakeTimers();
    let outcome: SaveOutcome = 'refused';
    renderPage({ save: async () => outcome });
    await typeCertificate('LA-1');
    expect(stored()).toMatchObject({ values: { certificateNumber: 'LA-1' }, base: 3 });
    await elapse(800);
    expect(stored()?.values).toEqual({ certificateNumber: 'LA-1', body: null });

    outcome = 'saved';
    await typeCertificate('LA-12');
    await elapse(800);
    expect(stored()).toBeNull();
  });

  it('are restored when the same user opens the page again, and saved', async () => {
    vi.useFakeTimers();
    localStorage.setItem(
      localCopyKey(USER_ID, AUTOSAVE_KEY),
      JSON.stringify({ values: { certificateNumber: 'LA-7' }, base: 3, keptAt: Date.now() }),
    );
    const { save } = renderPage();
    await elapse(0);
    expect((screen.getByLabelText('Certificate number') as HTMLInputElement).value).toBe('LA-7');
    expect(screen.getByText('Unsaved answers restored')).toBeTruthy();
    await elapse(800);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ certificateNumber: 'LA-7' }), {});
  });

  it('are never shown to another user signing in on the same browser', async () => {
    vi.useFakeTimers();
    const copy = JSON.stringify({
      values: { certificateNumber: 'LA-7' },
      base: 3,
      keptAt: Date.now(),
    });
    localStorage.setItem(localCopyKey(USER_ID, AUTOSAVE_KEY), copy);
    const { save } = renderPage({ userId: 'another-user' });
    await elapse(800);
    expect((screen.getByLabelText('Certificate number') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Unsaved answers restored')).toBeNull();
    expect(save).not.toHaveBeenCalled();
    // The first user's copy is theirs to come back to.
    expect(localStorage.getItem(localCopyKey(USER_ID, AUTOSAVE_KEY))).toBe(copy);
  });

  it('are dropped when someone saved the section since they were typed', async () => {
    vi.useFakeTimers();
    localStorage.setItem(
      localCopyKey(USER_ID, AUTOSAVE_KEY),
      JSON.stringify({ values: { certificateNumber: 'LA-7' }, base: 2, keptAt: Date.now() }),
    );
    renderPage();
    await elapse(800);
    expect((screen.getByLabelText('Certificate number') as HTMLInputElement).value).toBe('');
    expect(stored()).toBeNull();
  });

  it('go back to what was saved when the person discards them', async () => {
    vi.useFakeTimers();
    localStorage.setItem(
      localCopyKey(USER_ID, AUTOSAVE_KEY),
      JSON.stringify({ values: { certificateNumber: 'LA-7' }, base: 3, keptAt: Date.now() }),
    );
    const { save } = renderPage();
    await elapse(800);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard these answers' })));
    expect((screen.getByLabelText('Certificate number') as HTMLInputElement).value).toBe('');
    expect(save).toHaveBeenCalledWith({ certificateNumber: null });
    await elapse(800);
    expect(save).not.toHaveBeenLastCalledWith(expect.objectContaining({ certificateNumber: 'LA-7' }), {});
    expect(stored()).toBeNull();
  });
});
