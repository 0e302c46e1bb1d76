import type { Outbox, QueuedEmail } from '../modules/mail/outbox.service.js';

/** An outbox that keeps what it is given, for tests that call a job's run directly. */
export function recordingOutbox(): Outbox & { sent: QueuedEmail[] } {
  const sent: QueuedEmail[] = [];
  return {
    sent,
    queue: async (_tx, email) => {
      sent.push(email);
    },
  };
}
