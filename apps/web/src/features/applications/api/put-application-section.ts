import {
  type SavedSectionRecord,
  type SavedSectionResult,
  savedSectionResultSchema,
  savedSectionSchema,
} from '@fsmis/domain';
import { http, isHttpError } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { SAVE_TIMEOUT_MS } from '../../../lib/save-retry';

export type SaveSectionRequest = {
  readonly applicationId: string;
  readonly sectionId: string;
  readonly answers: unknown;
  readonly rowVersion: number;
  readonly confirm: boolean;
};

/** PUT /api/applications/{id}/sections/{sectionId}: saves answers as far as filled; 409 when they are stale. */
export async function putApplicationSection(request: SaveSectionRequest): Promise<SavedSectionResult> {
  const { data } = await http.put<unknown>(
    apiPaths.applicationSection(request.applicationId, request.sectionId),
    {
      answers: request.answers,
      rowVersion: request.rowVersion,
      confirm: request.confirm,
    },
    // A save that never answers must not say "Saving your answers…" for ever: it is tried again.
    { signal: AbortSignal.timeout(SAVE_TIMEOUT_MS) },
  );
  return savedSectionResultSchema.parse(data);
}

/** The newer section a 409 carries: someone saved it first (another tab, a colleague). */
export function newerSectionOf(error: unknown): SavedSectionRecord | null {
  if (!isHttpError(error) || error.status !== 409) return null;
  const parsed = savedSectionSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
