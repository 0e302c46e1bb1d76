import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMAILS_QUERY_KEY, getEmails } from '../../../lib/outgoing-emails';
import { type MessagesSearch, messagesApiQuery } from '../utils/messages-search';

export function emailsQueryOptions(search: MessagesSearch) {
  const query = messagesApiQuery(search);
  return queryOptions({
    queryKey: [...EMAILS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }) => getEmails(query, signal),
    // The rows of the last page or filter stay on screen, marked busy, until the new ones arrive.
    placeholderData: keepPreviousData,
    // E-mails leave the queue all the time: read the outbox afresh on each visit.
    staleTime: 0,
  });
}

/** One page of the outbox, as the URL's filters and page ask. */
export function useEmails(search: MessagesSearch) {
  return useQuery(emailsQueryOptions(search));
}
