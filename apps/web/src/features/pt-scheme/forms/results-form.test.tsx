import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CADMIUM_ID,
  fakeApi,
  LEAD_ID,
  ROUND_ID,
  renderAt,
  resultSubmission,
  summaryEntries,
} from '../pt-fixtures';
import { ResultsForm } from './results-form';

const ENDPOINT = `/api/proficiency-tests/${ROUND_ID}/result/submission`;

const renderForm = () =>
  renderAt(<ResultsForm roundId={ROUND_ID} submission={resultSubmission()} />, { route: '/', path: '/' });

const inputs = (label: string) => screen.getAllByLabelText(label) as HTMLInputElement[];
const type = (input: HTMLInputElement | undefined, value: string) =>
  fireEvent.change(input as HTMLInputElement, { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const errorOf = (id: string) =>
  globalThis.document.getElementById(id)?.closest('.form-field')?.querySelector('.form-field__error')
    ?.textContent ?? null;

const fillBoth = () => {
  type(inputs('Result in mg/kg')[0], '0.52');
  type(inputs('Method or technique')[0], 'ICP-MS');
  type(inputs('Result in mg/kg')[1], '0.031');
  type(inputs('Method or technique')[1], 'ICP-MS');
};

afterEach(cleanup);

describe('the results form', () => {
  it('saves a draft of whatever is typed, without checking it', async () => {
    const api = fakeApi({ [`PUT ${ENDPOINT}`]: () => ({ data: resultSubmission() }) });
    renderForm();
    type(inputs('Result in mg/kg')[0], 'about 0.5');
    await press('Save as draft');
    await vi.waitFor(() => expect(api.sent('PUT', ENDPOINT)).toHaveLength(1));
    expect(api.sent('PUT', ENDPOINT)[0]?.body).toEqual({
      results: [
        { analyteId: LEAD_ID, outcome: 'value', value: 'about 0.5', uncertainty: '', method: '' },
        { analyteId: CADMIUM_ID, outcome: 'value', value: '', uncertainty: '', method: '' },
      ],
      methodologyAttachmentId: null,
    });
    expect(summaryEntries()).toEqual([]);
  });

  it('shows what a submission lacks on each field, before anything is sent', async () => {
    const api = fakeApi({});
    renderForm();
    type(inputs('Result in mg/kg')[0], 'about 0.5');
    type(inputs('Method or technique')[0], 'ICP-MS');
    fireEvent.click(screen.getAllByLabelText('Not tested')[1] as HTMLInputElement);
    await press('Submit results');
    expect(summaryEntries()).toEqual([['Enter the result as a number, like 12.5', '#pt-result-0-value']]);
    expect(errorOf('pt-result-0-value')).toBe('Error: Enter the result as a number, like 12.5');
    expect(api.calls.filter((call) => call.url === ENDPOINT)).toHaveLength(0);
  });

  it('asks to confirm, then maps the problems the API finds onto the fields it names', async () => {
    const api = fakeApi({
      [`POST ${ENDPOINT}`]: () => ({
        status: 400,
        message: {
          'results.1.value': ['Enter a “less than” limit greater than 0'],
          'results.0.method': ['The method or technique must be 500 characters or fewer'],
        },
      }),
    });
    renderForm();
    fillBoth();
    await press('Submit results');
    expect(screen.getByRole('heading', { name: 'Submit your results?' })).toBeTruthy();
    expect(api.sent('POST', ENDPOINT)).toHaveLength(0);

    await press('Yes, submit my results');
    await vi.waitFor(() => expect(api.sent('POST', ENDPOINT)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['The method or technique must be 500 characters or fewer', '#pt-result-0-method'],
        ['Enter a “less than” limit greater than 0', '#pt-result-1-value'],
      ]),
    );
    expect(errorOf('pt-result-1-value')).toBe('Error: Enter a “less than” limit greater than 0');
    expect(errorOf('pt-result-0-method')).toBe(
      'Error: The method or technique must be 500 characters or fewer',
    );
    expect(screen.queryByRole('heading', { name: 'Submit your results?' })).toBeNull();
  });

  it('says why the results were refused when no field is to blame', async () => {
    fakeApi({
      [`POST ${ENDPOINT}`]: () => ({
        status: 409,
        message:
          'Results submission for this round has closed, so results can no longer be saved or submitted.',
      }),
    });
    renderForm();
    fillBoth();
    await press('Submit results');
    await press('Yes, submit my results');
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        [
          'Results submission for this round has closed, so results can no longer be saved or submitted.',
          null,
        ],
      ]),
    );
  });
});
