import type { AttachmentScanStatus } from '@fsmis/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { http } from '../../../lib/http-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/** What a complete profile needs and this one lacks (GET /api/auth/profile `missing`). */
export type MissingProfileItem = 'contactNumber' | 'email' | 'signature';

export type Telephone = { readonly countryCode: string; readonly areaCode: string; readonly number: string };

export type SignatureAttachment = {
  readonly attachmentId: string;
  readonly displayFileName: string;
  readonly fileSize: number;
  readonly attachmentStatus: AttachmentScanStatus;
  readonly createdAt: string;
};

export type Profile = {
  readonly name: string;
  readonly email: string | null;
  readonly telephone: Telephone;
  readonly signatureAttachment: SignatureAttachment | null;
  readonly companyName: string;
  readonly companyUen: string | null;
  readonly companyAddress: string | null;
  readonly isComplete: boolean;
  readonly missing: readonly MissingProfileItem[];
};

export const profileQueryKey = [...SESSION_QUERY_KEY, 'profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await http.get<Profile>(apiPaths.profile, { signal });
  return data;
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
