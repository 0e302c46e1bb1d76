import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACKNOWLEDGE_FINDINGS_REQUIRED, AcknowledgeFindingsForm } from './acknowledge-findings-form';
import {
  APPLICATION_ID,
  applicationCase,
  fakeApi,
  finding,
  renderForm,
  summaryEntries,
} from './workflow-form-fixtures';

const ENDPOINT = `/api/applications/${APPLICATION_ID}/acknowledge`;
const pending = applicationCase(
  { findings: [finding(1), finding(2)] },
  { status: 5, statusLabel: 'Pending Findings Acknowledgement' },
);
const acknowledged = applicationCase(
  { findings: pending.workflow.findings },
  { status: 6, statusLabel: 'Pending Corrective Action' },
);

const CONFIRM = 'I have read the findings and will answer each with a corrective action by its due date';
const acknowledge = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Acknowledge findings' })));

afterEach(cleanup);

describe('acknowledging the findings', () => {
  it('asks the company to confirm before anything is sent', async () => {
    const api = fakeApi({});
    renderForm(<AcknowledgeFindingsForm application={pending} />, pending);
    await acknowledge();
    expect(summaryEntries()).toEqual([[ACKNOWLEDGE_FINDINGS_REQUIRED, '#acknowledge-findings-confirm']]);
    expect(screen.getByLabelText(CONFIRM).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('acknowledges every finding once the box is ticked', async () => {
    const api = fakeApi({ [`POST ${ENDPOINT}`]: () => ({ data: acknowledged }) });
    const { cached } = renderForm(<AcknowledgeFindingsForm application={pending} />, pending);
    fireEvent.click(screen.getByLabelText(CONFIRM));
    await acknowledge();
    await vi.waitFor(() => expect(cached()?.status).toBe(6));
    expect(api.sent('POST', ENDPOINT)[0]?.body).toEqual({});
  });

  it('shows why the API refused, with the box still ticked', async () => {
    fakeApi({
      [`POST ${ENDPOINT}`]: () => ({ status: 409, message: 'The findings have already been acknowledged.' }),
    });
    renderForm(<AcknowledgeFindingsForm application={pending} />, pending);
    fireEvent.click(screen.getByLabelText(CONFIRM));
    await acknowledge();
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([['The findings have already been acknowledged.', null]]),
    );
    expect((screen.getByLabelText(CONFIRM) as HTMLInputElement).checked).toBe(true);
  });
});
