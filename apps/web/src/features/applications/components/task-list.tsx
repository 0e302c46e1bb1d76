import { formatMoment, SECTION_STATE_LABELS, SectionState } from '@fsmis/domain';
import { ButtonLink } from '@fsmis/ui/components/button-link';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';
import { Link } from 'react-router';
import { type FormLocation, formHref } from './form-location';
import './task-list.css';

const STATE_COLOURS: Readonly<Record<SectionState, TagColour | null>> = {
  notStarted: 'blue',
  inProgress: 'yellow',
  completed: null,
  cannotStartYet: 'grey',
};

/**
 * The GOV.UK task list: every section of the form with its state, each a link unless it cannot start
 * yet; then checking the answers and submitting once every section is completed.
 */
export function TaskList({ location }: { readonly location: FormLocation }) {
  const { application, template } = location;
  const states = template.sections.map(
    (section) => application.states[section.id] ?? SectionState.notStarted,
  );
  const completed = states.filter((state) => state === SectionState.completed).length;
  const allDone = completed === template.sections.length;
  return (
    <>
      <h1>{template.title}</h1>
      <p className="lead">
        Reference number <strong>{application.referenceNumber}</strong>
      </p>
      <h2 className="task-list__progress">{allDone ? 'Application complete' : 'Application incomplete'}</h2>
      <p>
        You have completed {completed} of {template.sections.length} sections.
        {application.lastSavedAt
          ? ` Last saved${application.lastSavedByName ? ` by ${application.lastSavedByName}` : ''} at ${formatMoment(application.lastSavedAt)}.`
          : ''}
      </p>
      <ul className="task-list">
        {template.sections.map((section, index) => {
          const state = states[index] ?? SectionState.notStarted;
          const colour = STATE_COLOURS[state];
          const statusId = `task-${section.id}-status`;
          return (
            <li className="task-list__item" key={section.id}>
              <div className="task-list__name">
                {state === SectionState.cannotStartYet ? (
                  <span>{section.title}</span>
                ) : (
                  <Link to={formHref(application, { section: section.id })} aria-describedby={statusId}>
                    {section.title}
                  </Link>
                )}
              </div>
              <div className="task-list__status" id={statusId}>
                {colour ? (
                  <Tag colour={colour}>{SECTION_STATE_LABELS[state]}</Tag>
                ) : (
                  SECTION_STATE_LABELS[state]
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <h2>Check and submit</h2>
      {allDone ? (
        <ButtonLink to={formHref(application, { step: 'check' })}>Check your answers</ButtonLink>
      ) : (
        <p>Complete every section, then check your answers and submit your application.</p>
      )}
      <p className="task-list__cancel">
        <Link to={formHref(application, { step: 'cancel' })}>Cancel this application</Link>
      </p>
    </>
  );
}
