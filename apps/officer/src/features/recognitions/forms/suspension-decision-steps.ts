import type { SuspensionAction } from '@fsmis/domain';
import type { Confirmation } from '@fsmis/ui/forms/form-frame';

/** The moves an officer makes on a suspension (the others are the company's). */
export type OfficerSuspensionAction = Exclude<SuspensionAction, 'provide-details' | 'acknowledge' | 'appeal'>;

/** The recognition a suspension is of, as a confirmation names it. */
export type SuspendedRecognition = { readonly recognitionNumber: string; readonly programmeLabel: string };

type DecisionStep = {
  /** The step: the disclosure that opens its form, and the form's name. */
  readonly label: string;
  readonly reasonLabel: string;
  readonly reasonHint: string;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  /** For an irreversible step: what the confirmation says. */
  readonly confirmation?: (recognition: SuspendedRecognition) => Confirmation;
};

const CANNOT_UNDO = 'This cannot be undone.';

/** How each of the officer's moves on a suspension is offered, asked and confirmed. */
export const SUSPENSION_DECISION_STEPS: Readonly<Record<OfficerSuspensionAction, DecisionStep>> = {
  'require-details': {
    label: 'Ask the company for details',
    reasonLabel: 'What the company must tell you',
    reasonHint: 'The company answers this before you decide on the suspension.',
    submitLabel: 'Send the request',
    pendingLabel: 'Sending…',
  },
  reject: {
    label: 'Reject the suspension',
    reasonLabel: 'Reason',
    reasonHint: 'Why the recognition is not to be suspended. The company reads this.',
    submitLabel: 'Reject the suspension',
    pendingLabel: 'Rejecting…',
    confirmation: ({ recognitionNumber }) => ({
      title: 'Reject this suspension?',
      body: `The proposal to suspend ${recognitionNumber} ends and the recognition stays as it is. ${CANNOT_UNDO}`,
      confirmLabel: 'Reject the suspension',
    }),
  },
  suspend: {
    label: 'Suspend the recognition',
    reasonLabel: 'Reason',
    reasonHint: 'Why the recognition is suspended. The company reads this with the grounds.',
    submitLabel: 'Suspend the recognition',
    pendingLabel: 'Suspending…',
    confirmation: ({ recognitionNumber, programmeLabel }) => ({
      title: `Suspend ${recognitionNumber}?`,
      body: `The recognition is suspended at once: the company can start or advance no ${programmeLabel} application until it is reinstated, and it may appeal within the appeal period.`,
      confirmLabel: 'Suspend the recognition',
      destructive: true,
    }),
  },
  'consider-reinstatement': {
    label: 'Put forward for reinstatement',
    reasonLabel: 'Reason',
    reasonHint: 'Why the appeal may lead to reinstatement.',
    submitLabel: 'Put forward for reinstatement',
    pendingLabel: 'Putting forward…',
  },
  reinstate: {
    label: 'Reinstate the recognition',
    reasonLabel: 'Reason',
    reasonHint: 'Why the recognition is reinstated. The company reads this.',
    submitLabel: 'Reinstate the recognition',
    pendingLabel: 'Reinstating…',
    confirmation: ({ recognitionNumber }) => ({
      title: `Reinstate ${recognitionNumber}?`,
      body: `The suspension ends and the recognition is current again (or expired, if its validity ended meanwhile). ${CANNOT_UNDO}`,
      confirmLabel: 'Reinstate the recognition',
    }),
  },
  revoke: {
    label: 'Revoke the recognition',
    reasonLabel: 'Reason',
    reasonHint: 'Why the recognition is revoked. The company reads this.',
    submitLabel: 'Revoke the recognition',
    pendingLabel: 'Revoking…',
    confirmation: ({ recognitionNumber, programmeLabel }) => ({
      title: `Revoke ${recognitionNumber}?`,
      body: `The recognition ends for good and the company may not apply under ${programmeLabel}. ${CANNOT_UNDO}`,
      confirmLabel: 'Revoke the recognition',
      destructive: true,
    }),
  },
};

const OFFICER_ACTIONS = Object.keys(SUSPENSION_DECISION_STEPS) as readonly OfficerSuspensionAction[];

export const isOfficerSuspensionAction = (action: SuspensionAction): action is OfficerSuspensionAction =>
  OFFICER_ACTIONS.includes(action as OfficerSuspensionAction);
