import { caseActionOf } from '@fsmis/domain';
import { SummaryList } from '@fsmis/ui/components/summary-list';
import type { OfficerPtRound } from '../api/get-pt-round';
import { AssignmentForm } from '../forms/assignment-form';
import { assignedValueWords, sigmaWords } from './assignment-words';
import { Disclosure } from './disclosure';
import { RoundSection } from './round-section';

/** How each analyte's assigned value and sigma_pt are set, and (until the report is out) the way to change it. */
export function ScoringSection({
  round,
  onDone,
}: {
  readonly round: OfficerPtRound;
  readonly onDone: (message: string) => void;
}) {
  const assign = caseActionOf(round.actions, 'assign');
  return (
    <RoundSection id="pt-scoring">
      <p>
        A consensus value or a robust σpt needs at least 5 numeric results; with fewer, use a reference value
        with a fixed or percentage σpt. Changing how an analyte is scored means computing the statistics
        again.
      </p>
      {assign && !assign.open && assign.reason ? <p className="pt-note">{assign.reason}</p> : null}
      {round.analytes.map((analyte) => (
        <div key={analyte.id} className="pt-analyte">
          <h3 className="pt-subheading">
            {analyte.name} ({analyte.unit})
          </h3>
          <SummaryList
            rows={[
              { key: 'Assigned value', value: assignedValueWords(analyte) },
              { key: 'σpt', value: sigmaWords(analyte) },
            ]}
          />
          {assign?.open ? (
            <Disclosure label={`Change how ${analyte.name} is scored`}>
              <AssignmentForm roundId={round.id} analyte={analyte} onDone={onDone} />
            </Disclosure>
          ) : null}
        </div>
      ))}
    </RoundSection>
  );
}
