import {
  type ApplicationAssignment,
  type AssignApplication,
  applicationAssignmentSchema,
  type OfficerList,
  officerListSchema,
} from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';

/**
 * Who handles each application: the regulator's officers, and the assignment the work queue and the
 * case view both show and change. The two screens' query keys live here, since an assignment made on
 * either one changes what the other shows.
 */

/** Every page of the work queue sits under this key. */
export const QUEUE_QUERY_KEY = ['officer', 'queue'] as const;

/** One application as the case view reads it. */
export const applicationQueryKey = (id: string) => ['officer', 'application', id] as const;

/** GET /api/officer/officers: every officer of the regulator, by name. */
export async function getOfficers(signal?: AbortSignal): Promise<OfficerList> {
  const { data } = await http.get<unknown>(apiPaths.officers, { signal });
  return officerListSchema.parse(data);
}

export function officersQueryOptions() {
  return queryOptions({
    queryKey: ['officer', 'officers'] as const,
    queryFn: ({ signal }) => getOfficers(signal),
    // The regulator's staff rarely changes within a working session.
    staleTime: 5 * 60_000,
  });
}

export function useOfficers() {
  return useQuery(officersQueryOptions());
}

export type AssignmentResult = { readonly assignment: ApplicationAssignment; readonly message: string };

/** PUT /api/officer/applications/{id}/assignment: assign to an officer, or (null) to nobody. */
export async function putAssignment(
  applicationId: string,
  body: AssignApplication,
): Promise<AssignmentResult> {
  const { data, message } = await http.put<unknown>(apiPaths.applicationAssignment(applicationId), body);
  const assignment = applicationAssignmentSchema.parse(data);
  return { assignment, message: message ?? `Assigned ${assignment.referenceNumber}.` };
}

/** Assigns an application, then refreshes the queue and the case so both show the new assignment. */
export function useAssignApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, officerId }: { applicationId: string; officerId: string | null }) =>
      putAssignment(applicationId, { officerId }),
    onSuccess: async ({ assignment }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUEUE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: applicationQueryKey(assignment.applicationId) }),
      ]);
    },
  });
}
