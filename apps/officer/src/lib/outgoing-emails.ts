import {
  type OutgoingEmail,
  type OutgoingEmailPage,
  outgoingEmailPageSchema,
  outgoingEmailSchema,
} from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';

/**
 * The e-mails the portal sends, as the outbox keeps them: the Messages screen lists them all and the
 * case view those about its application. Both read under one key, since an e-mail sent again on either
 * screen changes what the other shows.
 */

export type { OutgoingEmail, OutgoingEmailPage };

/** Every read of the outbox (the lists, the counts, a record's e-mails) sits under this key. */
export const EMAILS_QUERY_KEY = ['officer', 'emails'] as const;

/** GET /api/officer/emails: one page of the e-mails the query names, newest first; 400 names a filter at fault. */
export async function getEmails(
  query: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<OutgoingEmailPage> {
  const { data } = await http.get<unknown>(apiPaths.emails, { query, signal });
  return outgoingEmailPageSchema.parse(data);
}

export type SendAgainResult = { readonly email: OutgoingEmail; readonly message: string };

/** POST /api/officer/emails/{id}/send-again: a failed e-mail is queued again; 409 when it may not be. */
export async function postSendAgain(emailId: string): Promise<SendAgainResult> {
  const { data, message } = await http.post<unknown>(apiPaths.emailSendAgain(emailId));
  const email = outgoingEmailSchema.parse(data);
  return { email, message: message ?? `The e-mail to ${email.to} is queued to be sent again.` };
}

/** Sends a failed e-mail again, then reads the outbox afresh: a refusal may mean it changed meanwhile. */
export function useSendAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSendAgain,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAILS_QUERY_KEY }),
  });
}
