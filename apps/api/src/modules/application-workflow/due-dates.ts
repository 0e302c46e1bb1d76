import { answerContext } from '@fsmis/domain';
import { badRequest } from '../../lib/http-error.js';

/** Today's date in Singapore, `yyyy-mm-dd`: due dates are calendar days there. */
export function singaporeToday(now = new Date()): string {
  return answerContext(now).today;
}

/** Refuses, as a 400 on `field`, a due date already past in Singapore. */
export function requireNotPast(dueDate: string, field: string, now = new Date()): void {
  if (dueDate < singaporeToday(now)) throw badRequest({ [field]: ['The due date must be today or later'] });
}
