import { caseActionOf } from '@fsmis/domain';
import type { OfficerPtRound } from '../api/get-pt-round';
import { DispatchForm } from '../forms/dispatch-form';
import { Disclosure } from './disclosure';
import { ParticipantsTable } from './participants-table';
import { RoundSection } from './round-section';

/** Who takes part, and (once registration has closed) the dispatch of each one's test items. */
export function ParticipantsSection({
  round,
  onDone,
}: {
  readonly round: OfficerPtRound;
  readonly onDone: (message: string) => void;
}) {
  const dispatch = caseActionOf(round.actions, 'dispatch');
  // Once a laboratory has confirmed its test items arrived, their dispatch can no longer change.
  const toDispatch = round.participants.filter((participant) => participant.receivedOn === null);
  return (
    <RoundSection id="pt-participants">
      {round.participants.length === 0 ? (
        <p>No laboratory has registered for the round yet.</p>
      ) : (
        <ParticipantsTable participants={round.participants} />
      )}
      {round.participants.length > 0 && dispatch?.open ? (
        <>
          <h3 className="pt-subheading">Dispatch of the test items</h3>
          <p>
            Record the courier and tracking number of each participant’s test items: the laboratory is told.
          </p>
          {toDispatch.map((participant) => (
            <Disclosure
              key={participant.id}
              label={`${participant.dispatchedOn ? 'Change' : 'Record'} the dispatch to ${participant.labCode}`}
            >
              <DispatchForm roundId={round.id} participant={participant} onDone={onDone} />
            </Disclosure>
          ))}
        </>
      ) : round.participants.length > 0 && dispatch?.reason ? (
        <p className="pt-note">{dispatch.reason}</p>
      ) : null}
    </RoundSection>
  );
}
