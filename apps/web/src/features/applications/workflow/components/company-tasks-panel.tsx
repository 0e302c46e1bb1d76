import { isSubmitted } from '@fsmis/domain';
import { InsetText } from '@fsmis/ui/components/inset-text';
import { NotificationBanner } from '@fsmis/ui/components/notification-banner';
import type { ApplicationCase } from '../../api/get-application';
import { regulatorStep } from './regulator-step';

/**
 * The top of a submitted application's page: what the company must do next, each task leading to the
 * section where it is done; or, when the next move is the regulator's, what the regulator is doing.
 */
export function CompanyTasksPanel({ application }: { readonly application: ApplicationCase }) {
  if (!isSubmitted(application.status)) return null;
  const { tasks } = application.workflow;
  if (tasks.length > 0) {
    return (
      <NotificationBanner title="You need to">
        <ul className="workflow-tasks">
          {tasks.map((task) => (
            <li key={`${task.target}:${task.text}`}>
              <a href={`#${task.target}`}>{task.text}</a>
            </li>
          ))}
        </ul>
      </NotificationBanner>
    );
  }
  if (!application.isOpen) return null;
  return (
    <InsetText>
      <p>
        {regulatorStep(application.status, application.programme)} You do not need to do anything now. We will
        email you when you do.
      </p>
    </InsetText>
  );
}
