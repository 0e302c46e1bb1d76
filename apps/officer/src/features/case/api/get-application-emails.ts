import { MAX_PAGE_SIZE } from '@fsmis/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMAILS_QUERY_KEY, getEmails } from '../../../lib/outgoing-emails';

/**
 * GET /api/officer/emails?AboutId={id}: the e-mails about one application, newest first (the last
 * 100), as of the case's latest event: a step that e-mails the company adds an event, so the e-mails
 * are read again after it, the ones shown staying until the new ones arrive.
 */
export function applicationEmailsQueryOptions(applicationId: string, latestEventId: string | null) {
  const query = { AboutId: applicationId, PageSize: MAX_PAGE_SIZE };
  return queryOptions({
    queryKey: [...EMAILS_QUERY_KEY, 'about', query, latestEventId] as const,
    queryFn: ({ signal }) => getEmails(query, signal),
    placeholderData: keepPreviousData,
    // The queue sends an e-mail a moment after the step: read them afresh on each visit.
    staleTime: 0,
  });
}

export function useApplicationEmails(applicationId: string, latestEventId: string | null) {
  return useQuery(applicationEmailsQueryOptions(applicationId, latestEventId));
}
