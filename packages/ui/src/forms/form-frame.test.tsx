import { TextInput } from '@fsmis/ui/components/text-input';
import { type Confirmation, FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { apiRefusal } from '@fsmis/ui/testing/api-refusal';
import { deferred, openDialog, press, renderForm, summaryEntries } from '@fsmis/ui/testing/form-test-kit';
import { useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const schema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title'),
    due: z.string().min(1, 'Enter the due date'),
  })
  .refine((thing) => thing.title !== 'same', 'A thing cannot be called that');

type Thing = z.output<typeof schema>;

function ThingForm({
  send,
  onDone = () => undefined,
  onCancel,
  cancelLabel,
  confirm,
  resetOnDone = false,
}: {
  readonly send: (thing: Thing) => Promise<string>;
  readonly onDone?: (message: string) => void;
  readonly onCancel?: () => void;
  readonly cancelLabel?: string;
  readonly confirm?: Confirmation | ((thing: Thing) => Confirmation | null);
  readonly resetOnDone?: boolean;
}) {
  const kit = useFormKit({
    schema,
    defaultValues: { title: '', due: '' },
    fields: [
      { name: 'title', id: 'thing-title' },
      { name: 'due', id: 'thing-due', apiPath: 'dueDate' },
    ],
  });
  const add = useMutation({ mutationFn: send });
  return (
    <FormFrame
      kit={kit}
      label="Add a thing"
      submitLabel="Add the thing"
      pendingLabel="Adding…"
      pending={add.isPending}
      send={add.mutateAsync}
      onDone={onDone}
      resetOnDone={resetOnDone}
      {...(onCancel ? { onCancel } : {})}
      {...(cancelLabel ? { cancelLabel } : {})}
      {...(confirm ? { confirm } : {})}
    >
      <TextInput label="Title" {...kit.fieldProps('title')} />
      <TextInput label="Due" type="date" {...kit.fieldProps('due')} />
    </FormFrame>
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillValid = () => {
  fill('Title', '  A thing  ');
  fill('Due', '2099-01-01');
};
const DISCARD: Confirmation = {
  title: 'Add this thing for good?',
  body: <p>This cannot be undone.</p>,
  confirmLabel: 'Add it for good',
  destructive: true,
};

afterEach(cleanup);

describe('a form of the kit', () => {
  it('is named, and lists each field’s problem in the form’s order without sending anything', async () => {
    const send = vi.fn(async () => 'Added.');
    renderForm(<ThingForm send={send} />);
    expect(screen.getByRole('form', { name: 'Add a thing' })).toBeTruthy();
    await press('Add the thing');
    expect(summaryEntries()).toEqual([
      ['Enter a title', '#thing-title'],
      ['Enter the due date', '#thing-due'],
    ]);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('says what is wrong with the values as a whole when no field is at fault', async () => {
    renderForm(<ThingForm send={async () => 'Added.'} />);
    fill('Title', 'same');
    fill('Due', '2099-01-01');
    await press('Add the thing');
    expect(summaryEntries()).toEqual([['A thing cannot be called that', null]]);
  });

  it('sends the checked values and hands on the API’s answer', async () => {
    const send = vi.fn(async (_thing: Thing) => 'Added the thing.');
    const onDone = vi.fn();
    renderForm(<ThingForm send={send} onDone={onDone} />);
    await press('Add the thing');
    fillValid();
    await press('Add the thing');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Added the thing.'));
    expect(send.mock.calls[0]?.[0]).toEqual({ title: 'A thing', due: '2099-01-01' });
    expect(summaryEntries()).toEqual([]);
  });

  it('puts the API’s 400 on the fields it names, by their paths in the API', async () => {
    const onDone = vi.fn();
    renderForm(
      <ThingForm
        send={() => Promise.reject(apiRefusal(400, { dueDate: ['Enter a date from today on'] }))}
        onDone={onDone}
      />,
    );
    fillValid();
    await press('Add the thing');
    await vi.waitFor(() => expect(summaryEntries()).toEqual([['Enter a date from today on', '#thing-due']]));
    expect(screen.getByLabelText('Due').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('  A thing  ');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field as the API’s own message, a line each', async () => {
    renderForm(
      <ThingForm send={() => Promise.reject(apiRefusal(409, 'It exists.\nChoose another title.'))} />,
    );
    fillValid();
    await press('Add the thing');
    await vi.waitFor(() =>
      expect(summaryEntries()).toEqual([
        ['It exists.', null],
        ['Choose another title.', null],
      ]),
    );
  });

  it('confirms an irreversible step first, shows it under way there, and closes once the API answers', async () => {
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const onDone = vi.fn();
    renderForm(<ThingForm send={send} onDone={onDone} confirm={DISCARD} />);
    expect(screen.getByRole('button', { name: 'Add the thing' }).className).toContain('button--warning');
    fillValid();
    await press('Add the thing');
    expect(openDialog()?.textContent).toContain('Add this thing for good?');
    await press('Cancel', openDialog() as HTMLElement);
    expect(openDialog()).toBeNull();
    expect(send).not.toHaveBeenCalled();

    await press('Add the thing');
    await press('Add it for good', openDialog() as HTMLElement);
    await vi.waitFor(() => expect(openDialog()?.textContent).toContain('Adding…'));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve('Added for good.'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Added for good.'));
    expect(openDialog()).toBeNull();
  });

  it('clears the last attempt’s problems once the values pass, while its confirmation is open', async () => {
    renderForm(<ThingForm send={async () => 'Added.'} confirm={DISCARD} />);
    await press('Add the thing');
    expect(summaryEntries()).toEqual([
      ['Enter a title', '#thing-title'],
      ['Enter the due date', '#thing-due'],
    ]);
    fillValid();
    await press('Add the thing');
    expect(openDialog()?.textContent).toContain('Add this thing for good?');
    expect(summaryEntries()).toEqual([]);
    await press('Cancel', openDialog() as HTMLElement);
    expect(summaryEntries()).toEqual([]);
  });

  it('asks for a confirmation only when the values call for one', async () => {
    const send = vi.fn(async () => 'Added.');
    renderForm(<ThingForm send={send} confirm={(thing) => (thing.title === 'For good' ? DISCARD : null)} />);
    fillValid();
    await press('Add the thing');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(openDialog()).toBeNull();
    fill('Title', 'For good');
    await press('Add the thing');
    expect(openDialog()?.textContent).toContain('Add this thing for good?');
  });

  it('starts afresh once sent, when it stays in the page', async () => {
    const onDone = vi.fn();
    renderForm(<ThingForm send={async () => 'Added.'} onDone={onDone} resetOnDone />);
    fillValid();
    await press('Add the thing');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Added.'));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('starts afresh with focus on its button, so that leaving a field emptied by the reset shows no error', async () => {
    const onDone = vi.fn();
    renderForm(<ThingForm send={async () => 'Added.'} onDone={onDone} resetOnDone />);
    fillValid();
    // A press on a submit button leaves focus in the field last typed in.
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    act(() => title.focus());
    await press('Add the thing');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Added.'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add the thing' }));
    await act(async () => fireEvent.blur(document.activeElement as HTMLElement));
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a title')).toBeNull();
  });

  it('offers Cancel where the form can be left', async () => {
    const onCancel = vi.fn();
    renderForm(<ThingForm send={async () => 'Added.'} onCancel={onCancel} />);
    await press('Cancel');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says what is cancelled when its Cancel is given words of its own', async () => {
    const onCancel = vi.fn();
    renderForm(<ThingForm send={async () => 'Added.'} onCancel={onCancel} cancelLabel="Cancel editing" />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await press('Cancel editing');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
