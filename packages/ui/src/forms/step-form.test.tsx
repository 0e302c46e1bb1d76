import { StepForm } from '@fsmis/ui/forms/step-form';
import { apiRefusal } from '@fsmis/ui/testing/api-refusal';
import { openDialog, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { useMutation } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

function CloseStep({ send, onDone }: { readonly send: () => Promise<string>; readonly onDone: () => void }) {
  const close = useMutation({ mutationFn: send });
  return (
    <StepForm
      label="Close the round"
      submitLabel="Close the round"
      pending={close.isPending}
      send={() => close.mutateAsync()}
      onDone={onDone}
      confirm={{ title: 'Close the round?', body: <p>This cannot be undone.</p>, confirmLabel: 'Close it' }}
    >
      <p>Participants can no longer submit results.</p>
    </StepForm>
  );
}

afterEach(cleanup);

describe('a step that takes no input', () => {
  it('is taken once confirmed', async () => {
    const send = vi.fn(async () => 'Closed.');
    const onDone = vi.fn();
    renderForm(<CloseStep send={send} onDone={onDone} />);
    expect(screen.getByText('Participants can no longer submit results.')).toBeTruthy();
    await press('Close the round');
    expect(send).not.toHaveBeenCalled();
    await press('Close it', openDialog() as HTMLElement);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Closed.'));
  });

  it('shows why the API refused it in its error summary, and stays on offer', async () => {
    const onDone = vi.fn();
    renderForm(
      <CloseStep
        send={() => Promise.reject(apiRefusal(409, 'The round is already closed.'))}
        onDone={onDone}
      />,
    );
    await press('Close the round');
    await press('Close it', openDialog() as HTMLElement);
    await vi.waitFor(() => expect(summaryEntries()).toEqual([['The round is already closed.', null]]));
    expect(openDialog()).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close the round' })).toBeTruthy();
  });
});
