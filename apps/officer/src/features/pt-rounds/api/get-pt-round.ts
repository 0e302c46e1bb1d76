import { AttachmentScanStatus, type OfficerPtRound, officerPtRoundSchema } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ptRoundQueryKey } from './pt-rounds-query-key';

export type { OfficerPtRound };
export type PtRoundAnalyte = OfficerPtRound['analytes'][number];
export type PtRoundParticipant = OfficerPtRound['participants'][number];

/**
 * GET /api/officer/proficiency-tests/{id}: the whole round, its analytes with their statistics, its
 * participants with their results and scores, its documents, and each step with why it is not open.
 */
export async function getPtRound(id: string, signal?: AbortSignal): Promise<OfficerPtRound> {
  const { data } = await http.get<unknown>(apiPaths.ptRound(id), { signal });
  return officerPtRoundSchema.parse(data);
}

/** How often the round is read again while one of its documents waits for its virus scan. */
const PT_DOCUMENT_SCAN_POLL_MS = 2_000;

const isWaitingForScan = (round: OfficerPtRound | undefined) =>
  round?.documents.some((document) => document.scanStatus === AttachmentScanStatus.pendingScan) ?? false;

export function ptRoundQueryOptions(id: string) {
  return queryOptions({
    queryKey: ptRoundQueryKey(id),
    queryFn: ({ signal }) => getPtRound(id, signal),
    // A document just added becomes a download link once the scanner has passed it.
    refetchInterval: (query) => (isWaitingForScan(query.state.data) ? PT_DOCUMENT_SCAN_POLL_MS : false),
  });
}

export function usePtRound(id: string) {
  return useQuery(ptRoundQueryOptions(id));
}
