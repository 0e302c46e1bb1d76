import { type FakeReply, fakeApi } from '@fsmis/ui/testing/fake-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../config/paths';
import { type AutosaveStatus, useFormAutosave } from './form-drafts';
import { localCopyKey, useLocalCopy } from './local-copies';
import { userDetailsQueryKey } from './session';

const FORM = 'application-1-comment';
const USER_ID = '3b9d2f4e-8c1a-4d6b-9e7f-0a1b2c3d4e5f';
const SAVED: FakeReply = { data: { savedAt: '2026-03-02T04:00:00.000Z' } };

let shown: AutosaveStatus = 'idle';

function Draft({ body, keepLocally }: { readonly body: string; readonly keepLocally: boolean }) {
  const localCopy = useLocalCopy(FORM);
  const autosave = useFormAutosave({
    formKey: FORM,
    values: { body },
    unsaved: body !== '',
    enabled: true,
    ...(keepLocally ? { localCopy } : {}),
  });
  shown = autosave.status;
  return null;
}

function renderDraft(replies: () => FakeReply, keepLocally = false) {
  const api = fakeApi({ [`PUT ${apiPaths.formDraft(FORM)}`]: replies });
  const queryClient = new QueryClient();
  queryClient.setQueryData(userDetailsQueryKey, { userId: USER_ID });
  const draw = (body: string) => (
    <QueryClientProvider client={queryClient}>
      <Draft body={body} keepLocally={keepLocally} />
    </QueryClientProvider>
  );
  const { rerender } = render(draw(''));
  return {
    saves: () => api.sent('PUT', apiPaths.formDraft(FORM)).length,
    type: (body: string) => rerender(draw(body)),
  };
}

const elapse = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a form's draft", () => {
  it('is not sent again after a refusal until the values change', async () => {
    vi.useFakeTimers();
    const draft = renderDraft(() => ({ status: 400, message: { data: ['Too large'] } }));
    await act(async () => draft.type('Monday'));
    await elapse(1_000);
    expect(draft.saves()).toBe(1);
    expect(shown).toBe('failed');
    await elapse(120_000);
    expect(draft.saves()).toBe(1);
    await act(async () => draft.type('Tuesday'));
    await elapse(1_000);
    expect(draft.saves()).toBe(2);
  });

  it('is tried again after 2 s, then 4 s, when the server cannot take it, and no more once kept', async () => {
    vi.useFakeTimers();
    let reply: FakeReply = { status: 503, message: 'The database is briefly out of reach.' };
    const draft = renderDraft(() => reply);
    await act(async () => draft.type('Monday'));
    await elapse(1_000);
    expect(draft.saves()).toBe(1);
    expect(shown).toBe('waiting');
    await elapse(2_000);
    expect(draft.saves()).toBe(2);
    reply = SAVED;
    await elapse(4_000);
    expect(draft.saves()).toBe(3);
    expect(shown).toBe('saved');
    await elapse(120_000);
    expect(draft.saves()).toBe(3);
  });

  it('is kept in the browser, when the form hands it a copy, until the server has it', async () => {
    vi.useFakeTimers();
    let reply: FakeReply = { status: 401, message: 'Sign in to continue.' };
    const draft = renderDraft(() => reply, true);
    const stored = () => localStorage.getItem(localCopyKey(USER_ID, FORM));
    await act(async () => draft.type('Monday'));
    await elapse(1_000);
    expect(JSON.parse(stored() ?? 'null')).toMatchObject({ values: { body: 'Monday' } });
    reply = SAVED;
    await act(async () => draft.type('Tuesday'));
    await elapse(1_000);
    expect(stored()).toBeNull();
  });
});
