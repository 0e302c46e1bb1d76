import type { MaintenanceStatus } from '@fsmis/domain';
import { http } from '@fsmis/ui/lib/http-client';
import { apiPaths } from '../../../config/paths';

/** zod's ISO instant (`z.iso.datetime()`): a valid date, the time to the second or finer, in UTC. */
const INSTANT =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/;

const isNullableInstant = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && INSTANT.test(value));

/**
 * The answer read as the domain's `maintenanceStatusSchema` reads it (the test holds the two to the
 * same verdicts), by hand: every page asks for it, Login included, whose download carries no zod.
 */
export function maintenanceStatusOf(data: unknown): MaintenanceStatus {
  if (typeof data === 'object' && data !== null) {
    const { isUnderMaintenance, message, startsAt, endsAt } = data as Record<string, unknown>;
    if (
      typeof isUnderMaintenance === 'boolean' &&
      (message === null || typeof message === 'string') &&
      isNullableInstant(startsAt) &&
      isNullableInstant(endsAt)
    ) {
      return { isUnderMaintenance, message, startsAt, endsAt };
    }
  }
  throw new TypeError('The maintenance status is not in the expected form.');
}

/** GET /api/maintenance-status: whether the portal is under maintenance, and until when. */
export async function getMaintenanceStatus(signal?: AbortSignal): Promise<MaintenanceStatus> {
  const { data } = await http.get<unknown>(apiPaths.maintenanceStatus, { signal });
  return maintenanceStatusOf(data);
}
