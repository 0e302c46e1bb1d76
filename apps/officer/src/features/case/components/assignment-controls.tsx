import { isEnded, type OfficerApplicationCase, type OfficerList } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Select, type SelectOption } from '@fsmis/ui/components/select';
import { errorMessageOf } from '@fsmis/ui/lib/http-client';
import { type FormEvent, useRef, useState } from 'react';
import { useAssignApplication, useOfficers } from '../../../lib/application-assignment';
import { useOfficer } from '../../../lib/session';

type Outcome = { readonly kind: 'success' | 'problem'; readonly text: string };

/** Nobody, then every officer by name; the reader and the officer assigned now are marked. */
export function reassignOptions(
  officers: OfficerList,
  readerId: string,
  assignedId: string | null,
): SelectOption[] {
  return [
    { value: '', label: 'Nobody (unassign)' },
    ...officers.map((officer) => ({
      value: officer.id,
      label: [
        officer.name,
        officer.id === readerId ? ' (you)' : '',
        officer.id === assignedId ? ', assigned now' : '',
      ].join(''),
    })),
  ];
}

/**
 * Who handles the application: "Assign to me", and a choice of any officer (or nobody). The result is
 * announced; focus stays on the control used, or moves to the message when that control goes away.
 */
export function AssignmentControls({ application }: { readonly application: OfficerApplicationCase }) {
  const reader = useOfficer();
  const officers = useOfficers();
  const assign = useAssignApplication();
  const assignedId = application.assignedOfficer?.id ?? null;
  const [choice, setChoice] = useState(assignedId ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pendingControl, setPendingControl] = useState<'me' | 'choice' | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  if (isEnded(application.status)) {
    return (
      <p className="case-assignment__note">The application has ended: its assignment stays as it was.</p>
    );
  }

  const run = (officerId: string | null, control: 'me' | 'choice') => {
    setOutcome(null);
    setPendingControl(control);
    assign.mutate(
      { applicationId: application.id, officerId },
      {
        onSuccess: ({ assignment, message }) => {
          setChoice(assignment.assignedOfficer?.id ?? '');
          setOutcome({ kind: 'success', text: message });
          // "Assign to me" goes once the application is the reader's: the message takes focus instead.
          if (control === 'me') requestAnimationFrame(() => messageRef.current?.focus());
        },
        onError: (error) => setOutcome({ kind: 'problem', text: errorMessageOf(error) }),
        onSettled: () => setPendingControl(null),
      },
    );
  };
  const reassign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(choice === '' ? null : choice, 'choice');
  };

  return (
    <section className="case-assignment" aria-labelledby="assignment-heading">
      <h3 className="case-assignment__title" id="assignment-heading">
        Assignment
      </h3>
      {assignedId !== reader.userId ? (
        <Button
          variant="secondary"
          pending={pendingControl === 'me'}
          onClick={() => run(reader.userId, 'me')}
        >
          Assign to me
        </Button>
      ) : null}
      {officers.isPending ? (
        <p role="status">Loading the officers…</p>
      ) : officers.isError ? (
        <p role="alert">{errorMessageOf(officers.error)}</p>
      ) : (
        <form className="case-assignment__form" noValidate onSubmit={reassign}>
          <Select
            id="reassign-officer"
            label="Reassign to"
            options={reassignOptions(officers.data, reader.userId, assignedId)}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
          />
          <Button type="submit" pending={pendingControl === 'choice'}>
            Reassign
          </Button>
        </form>
      )}
      <p
        className={`case-outcome${outcome?.kind === 'success' ? ' case-outcome--success' : ''}`}
        role="status"
        ref={messageRef}
        tabIndex={-1}
      >
        {outcome?.kind === 'success' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'problem' ? (
        <p className="case-outcome case-outcome--problem" role="alert">
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
