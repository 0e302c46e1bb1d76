import { caseActionOf, PT_STATUS_STEP_NAMES, PT_STATUS_STEPS, type PtStatusStep } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { ErrorSummary } from '@fsmis/ui/components/error-summary';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { useState } from 'react';
import type { OfficerPtRound } from '../api/get-pt-round';
import { usePtStatusStep } from '../api/post-pt-status-step';
import { PtDateTime } from './pt-date';
import { RoundSection } from './round-section';
import { useRoundAction } from './use-round-action';

type StepCopy = {
  /** The button's words, and the confirming button's: the step itself. */
  readonly label: string;
  readonly title: (code: string) => string;
  /** What the step leads to, shown beside its button. */
  readonly lead: string;
  /** What the confirmation says will happen. */
  readonly consequence: (round: OfficerPtRound) => string;
};

const submittedOf = (round: OfficerPtRound) =>
  round.participants.filter((each) => each.resultsSubmittedAt !== null).length;

const STEP_COPY: Readonly<Record<PtStatusStep, StepCopy>> = {
  'open-registration': {
    label: 'Open registration',
    title: (code) => `Open registration for ${code}?`,
    lead: 'Laboratories with Proficiency Testing access then see the round and can register for it.',
    consequence: () =>
      'Every laboratory with Proficiency Testing access is told that registration is open. The round’s general documents can still be added until registration closes.',
  },
  'close-registration': {
    label: 'Close registration',
    title: (code) => `Close registration for ${code}?`,
    lead: 'You then record the dispatch of each participant’s test items.',
    consequence: (round) =>
      `No other laboratory can register: ${round.participants.length} ${round.participants.length === 1 ? 'laboratory takes' : 'laboratories take'} part, and ${round.participants.length === 1 ? 'it is' : 'they are'} told. General documents can no longer be added. This cannot be undone.`,
  },
  'open-results': {
    label: 'Open results submission',
    title: (code) => `Open results submission for ${code}?`,
    lead: 'Participants then enter and submit their results in the portal.',
    consequence: (round) =>
      `Each of the ${round.participants.length} participants is told it can submit its results. This cannot be undone.`,
  },
  'close-results': {
    label: 'Close results submission',
    title: (code) => `Close results submission for ${code}?`,
    lead: 'You then compute the statistics and scores from the submitted results.',
    consequence: (round) =>
      `${submittedOf(round)} of ${round.participants.length} participants have submitted results. No one can save or submit results after this; those who have not submitted are not scored. This cannot be undone.`,
  },
  publish: {
    label: 'Publish the report',
    title: (code) => `Publish the report of ${code}?`,
    lead: 'Participants then read their scores and the report documents in the portal.',
    consequence: () =>
      'Every participant is told, and can read its report: the assigned values, σpt and its own scores, and the report documents. The statistics can no longer change. This cannot be undone.',
  },
};

/** The status step the round is at, if any is left: each status has one way on. */
const nextStepOf = (round: OfficerPtRound): PtStatusStep | undefined =>
  PT_STATUS_STEP_NAMES.find((step) => PT_STATUS_STEPS[step].from === round.status);

/**
 * The step that moves the round on from its status, confirmed first since none can be undone; or why
 * it cannot be taken yet.
 */
export function NextStepSection({
  round,
  onDone,
}: {
  readonly round: OfficerPtRound;
  readonly onDone: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const move = usePtStatusStep(round.id);
  const { run, refusal } = useRoundAction(onDone);
  const step = nextStepOf(round);
  if (step === undefined) {
    return (
      <RoundSection id="pt-next-step">
        <p>
          The round is complete: the report was published
          {round.publishedAt ? (
            <>
              {' '}
              <PtDateTime value={round.publishedAt} />
            </>
          ) : null}
          . Participants read their reports in the portal.
        </p>
      </RoundSection>
    );
  }
  const copy = STEP_COPY[step];
  const reason = caseActionOf(round.actions, step)?.reason ?? null;
  return (
    <RoundSection id="pt-next-step">
      <ErrorSummary items={refusal.items} focusKey={refusal.attempt} />
      <p>{copy.lead}</p>
      {reason ? (
        <InsetText>
          <p>{reason}</p>
          {step === 'publish' ? (
            <p>
              <a href="#pt-statistics">Go to the statistics review</a>
            </p>
          ) : null}
        </InsetText>
      ) : (
        <Button pending={move.isPending} onClick={() => setConfirming(true)}>
          {copy.label}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={copy.title(round.code)}
        confirmLabel={copy.label}
        pending={move.isPending}
        onConfirm={() => {
          // Closed first: focus goes back to the button, then to the confirmation once it comes.
          setConfirming(false);
          run(move.mutateAsync(step));
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{copy.consequence(round)}</p>
      </ConfirmDialog>
    </RoundSection>
  );
}
