import { type ApplicationDetails, type FormTemplateInput, formTemplateSchema } from '@fsmis/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionsPage } from './questions-page';

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
} as unknown as ApplicationDetails;

function renderPage() {
  const save = vi.fn(async () => true);
  const onContinue = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <QuestionsPage
          application={application}
          template={template}
          section={section as NonNullable<typeof section>}
          scope="accreditation"
          heading="Accreditation"
          initialValues={{}}
          autosaveKey="test"
          save={save}
          saveStatus="idle"
          saveProblem={null}
          conflict={null}
          onContinue={onContinue}
          onReturn={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { save, onContinue };
}

afterEach(cleanup);

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
