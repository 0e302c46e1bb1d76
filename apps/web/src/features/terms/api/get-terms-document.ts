import type { Programme } from '@fsmis/domain';
import { download } from '@fsmis/ui/lib/http-client';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';

/**
 * GET /api/terms-and-conditions/document?ApplicationType=: the PDF of the version the company holds,
 * saved under the name the content-disposition gives (e.g. "LRP Terms and Conditions v1.pdf").
 */
export function downloadTermsDocument(programme: Programme): Promise<string> {
  return download(apiPaths.termsDocument, { query: { ApplicationType: programme } });
}

export function useDownloadTermsDocument() {
  return useMutation({ mutationFn: downloadTermsDocument });
}
