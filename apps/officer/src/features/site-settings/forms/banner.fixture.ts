import type { OfficerBanner } from '@fsmis/domain';

/** A banner showing now, as the API lists it: a warning shown from 09:00 on 1 Nov 2026, Singapore time. */
export const currentBanner: OfficerBanner = {
  id: '5798901a-a477-43d2-a536-f7848aa9fc99',
  title: 'Renewals',
  message: 'Renew online.',
  severity: 'warning',
  startsAt: '2026-11-01T01:00:00.000Z',
  endsAt: null,
  state: 'current',
  createdAt: '2026-11-01T01:00:00.000Z',
};
