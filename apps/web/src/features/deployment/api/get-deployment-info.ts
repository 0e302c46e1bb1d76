import { fetchJson } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';
import { useShellQuery } from '../../../lib/shell-query';

/** The deployment time file written by the build (`version.json`). */
export type DeploymentInfo = { readonly deployed_at: string };

export function getDeploymentInfo(signal?: AbortSignal): Promise<DeploymentInfo> {
  return fetchJson<DeploymentInfo>(apiPaths.versionFile, { signal });
}

export function deploymentInfoQueryOptions() {
  return {
    queryKey: ['deployment-info'] as const,
    queryFn: ({ signal }: { readonly signal: AbortSignal }) => getDeploymentInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}

export function useDeploymentInfo() {
  return useShellQuery(deploymentInfoQueryOptions());
}
