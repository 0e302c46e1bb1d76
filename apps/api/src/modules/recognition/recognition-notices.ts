import {
  CompanyRecognitionStatus,
  formatDay,
  type PendingDetailsAction,
  type Programme,
  programmeLabel,
  type SuspensionAction,
} from '@fsmis/domain';
import type { WorkflowNotice } from '../../cases/notices.js';
import { recognitionPath } from './recognition-expiry.js';
import { suspensionPath } from './suspension-step.js';

/**
 * What the company is told of each step of its recognition: an in-app notification, and an e-mail when
 * the regulator decided something or the company must act. The company's own steps are confirmed in the
 * portal only, since it knows what it did. All the words are here.
 */

interface NoticeRecognition {
  readonly id: string;
  readonly programme: Programme;
  readonly recognitionNumber: string;
  readonly status: CompanyRecognitionStatus;
  readonly validUntil: Date;
}

interface NoticeSuspension {
  readonly id: string;
  readonly appealDeadline: Date | null;
}

interface NoticePendingDetails {
  readonly id: string;
  readonly description: string;
  readonly dueDate: string | null;
}

const day = (date: string | Date) => formatDay(date);

/** "your AOR recognition" */
const yours = (recognition: NoticeRecognition) => `your ${programmeLabel(recognition.programme)} recognition`;
/** "your AOR recognition AOR-REC-2025-0017" */
const yoursNumbered = (recognition: NoticeRecognition) =>
  `${yours(recognition)} ${recognition.recognitionNumber}`;
const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
/** Someone's words as a sentence of the message: ended with a full stop unless they end already. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function notice(linkPath: string, title: string, message: string, email: boolean): WorkflowNotice {
  return { title, message, linkPath, email, linkSubject: 'the recognition' };
}

const aboutSuspension = (
  recognition: NoticeRecognition,
  suspension: NoticeSuspension,
  title: string,
  message: string,
  email = true,
) => notice(suspensionPath(recognition.id, suspension.id), title, message, email);

const aboutRecognition = (recognition: NoticeRecognition, title: string, message: string, email = true) =>
  notice(recognitionPath(recognition.id), title, message, email);

const appealUntil = (suspension: NoticeSuspension) =>
  suspension.appealDeadline ? ` You may appeal until ${day(suspension.appealDeadline)}.` : '';

/** What the company is told when the suspension is proposed. */
export function suspensionProposedNotice(
  recognition: NoticeRecognition,
  suspension: NoticeSuspension,
  grounds: string,
): WorkflowNotice {
  return aboutSuspension(
    recognition,
    suspension,
    `The regulator proposes to suspend ${yours(recognition)}`,
    `The regulator proposes to suspend ${yoursNumbered(recognition)}. The grounds: ${sentence(grounds)} We will tell you of our decision, and may ask you for details first.`,
  );
}

/** What the company is told of each move of a suspension, with the officer's words or its own. */
export function suspensionStepNotice(
  action: SuspensionAction,
  moved: { readonly recognition: NoticeRecognition; readonly suspension: NoticeSuspension },
  words: string | null,
): WorkflowNotice {
  const { recognition, suspension } = moved;
  const detail = words ?? '';
  const about = (title: string, message: string, email = true) =>
    aboutSuspension(recognition, suspension, title, message, email);
  const numbered = yoursNumbered(recognition);
  switch (action) {
    case 'require-details':
      return about(
        `Details needed on the proposed suspension of ${yours(recognition)}`,
        `Before deciding whether to suspend ${numbered}, the regulator asks: ${sentence(detail)} Answer on the suspension page.`,
      );
    case 'provide-details':
      return about(
        'Details sent on the proposed suspension',
        `You sent the details asked for on the proposed suspension of ${numbered}. We will tell you of our decision.`,
        false,
      );
    case 'reject':
      return about(
        `${capital(yours(recognition))} will not be suspended`,
        `The regulator has decided not to suspend ${numbered}: ${sentence(detail)}`,
      );
    case 'suspend':
      return about(
        `${capital(yours(recognition))} has been suspended`,
        `${capital(numbered)} has been suspended.${appealUntil(suspension)} The reason: ${sentence(detail)}`,
      );
    case 'acknowledge':
      return about(
        'Suspension acknowledged',
        `You acknowledged the suspension of ${numbered}.${appealUntil(suspension)}`,
        false,
      );
    case 'appeal':
      return about(
        'Appeal submitted',
        `Your appeal against the suspension of ${numbered} has been sent. We will tell you of our decision.`,
        false,
      );
    case 'consider-reinstatement':
      return about(
        `${capital(yours(recognition))} is put forward for reinstatement`,
        `The regulator has put ${numbered} forward for reinstatement after your appeal: ${sentence(detail)} We will tell you of the final decision.`,
      );
    case 'reinstate':
      return about(
        `${capital(yours(recognition))} has been reinstated`,
        recognition.status === CompanyRecognitionStatus.recognised
          ? `${capital(numbered)} has been reinstated: ${sentence(detail)} It is valid until ${day(recognition.validUntil)}.`
          : `${capital(numbered)} has been reinstated: ${sentence(detail)} Its validity ended on ${day(recognition.validUntil)}, so it is now expired.`,
      );
    case 'revoke':
      return about(
        `${capital(yours(recognition))} has been revoked`,
        `${capital(numbered)} has been revoked: ${sentence(detail)} You can no longer apply under ${programmeLabel(recognition.programme)}.`,
      );
  }
}

/** What the company is told once the recognition is withdrawn, by itself or by the regulator. */
export function withdrawnNotice(
  recognition: NoticeRecognition,
  by: 'company' | 'officer',
  reason: string,
): WorkflowNotice {
  return by === 'company'
    ? aboutRecognition(
        recognition,
        'Recognition withdrawn',
        `You withdrew ${yoursNumbered(recognition)}.`,
        false,
      )
    : aboutRecognition(
        recognition,
        `${capital(yours(recognition))} has been withdrawn`,
        `The regulator has withdrawn ${yoursNumbered(recognition)}: ${sentence(reason)}`,
      );
}

/** What the company is told when details are asked of its recognition. */
export function pendingDetailsRequestedNotice(
  recognition: NoticeRecognition,
  details: NoticePendingDetails,
): WorkflowNotice {
  const due = details.dueDate ? ` Provide them by ${day(details.dueDate)}.` : '';
  return aboutRecognition(
    recognition,
    `Details needed for ${yours(recognition)}`,
    `${capital(yoursNumbered(recognition))} still needs: ${sentence(details.description)}${due}`,
  );
}

/** What the company is told of each step on details its recognition owes. */
export function pendingDetailsStepNotice(
  action: PendingDetailsAction,
  recognition: NoticeRecognition,
  details: NoticePendingDetails,
  reason: string | null,
): WorkflowNotice {
  const numbered = yoursNumbered(recognition);
  const about = (title: string, message: string, email = false) =>
    aboutRecognition(recognition, title, message, email);
  const why = reason ? ` ${sentence(reason)}` : '';
  switch (action) {
    case 'provide':
      return about(
        'Details provided',
        `You provided the details asked for on ${numbered}: ${sentence(details.description)} We will tell you when we have reviewed them.`,
      );
    case 'accept':
      return about(
        'Details accepted',
        `We accepted the details you provided on ${numbered}: ${sentence(details.description)}${why}`,
      );
    case 'return':
      return about(
        `Details returned on ${yours(recognition)}`,
        `We need more on the details you provided on ${numbered} (${details.description}): ${sentence(reason ?? '')} Provide them again.`,
        true,
      );
    case 'waive':
      return about(
        'Details no longer needed',
        `The details asked for on ${numbered} are no longer needed: ${sentence(details.description)}${why}`,
      );
  }
}
