import { LOGIN_REQUIRED_ROUTES, type RouteId } from '@fsmis/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createHistoryTracker } from './navigation-areas';
import { createRoutes, screenResolver } from './router';

const routes = createRoutes(new QueryClient(), {
  history: createHistoryTracker(),
  resolveScreen: () => 'notFound',
});
const screenOf = screenResolver(routes);
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the routes of docs/requirements.md §2', () => {
  it('name the screen each path shows', () => {
    const expected: Record<string, RouteId> = {
      '/': 'login',
      '/login': 'login',
      '/spcp/callback': 'spcpCallback',
      '/singpass/callback': 'spcpCallback',
      '/overseas/authenticate': 'overseasAuthenticate',
      '/scheduled-maintenance': 'scheduledMaintenance',
      '/select-module': 'selectModule',
      '/dashboard': 'dashboard',
      '/profile': 'profile',
      '/terms-and-conditions': 'termsAndConditions',
      '/terms-and-conditions/request/lrp': 'termsAndConditionsRequest',
      [`/application/${ID}`]: 'applicationDetails',
      '/application/ibr/instructions': 'applicationInstructions',
      '/application/lrp/new': 'applicationForm',
      '/application/aor/renewal': 'applicationForm',
      '/application/ibr/change-of-scope': 'applicationForm',
      '/application/lrp/change-of-company-name': 'applicationForm',
      '/application/lrp/change-of-company-address': 'applicationForm',
      '/application/ibr/change-of-company-details': 'applicationForm',
      '/application/aor/change-of-company-name-and-address': 'applicationForm',
      '/application/aor/change-of-company-authorised-representatives': 'applicationForm',
      '/application/aor/change-of-company-authorised-auditors-and-approved-signatories': 'applicationForm',
      [`/recognition/${ID}`]: 'recognitionDetails',
      [`/recognition/${ID}/suspension/${ID}`]: 'recognitionSuspension',
      [`/recognition/${ID}/withdraw`]: 'recognitionWithdrawal',
      '/pt-scheme/dashboard': 'ptSchemeDashboard',
      [`/pt-scheme-details/${ID}`]: 'ptSchemeDetails',
      '/user-manual': 'userManual',
    };
    for (const [path, screen] of Object.entries(expected)) expect(screenOf(path), path).toBe(screen);
    const reached = new Set(Object.values(expected));
    for (const screen of LOGIN_REQUIRED_ROUTES) expect(reached.has(screen), screen).toBe(true);
  });

  it('show Not Found for a path that names nothing, before any call to the API', () => {
    for (const path of [
      '/application/not-a-guid',
      '/pt-scheme-details/42',
      '/recognition/not-a-guid',
      `/recognition/${ID}/suspension/42`,
      '/recognition/42/withdraw',
      '/terms-and-conditions/request/xyz',
      '/application/xyz/new',
      '/application/ibr/change-of-company-name',
      '/no/such/page',
    ]) {
      expect(screenOf(path), path).toBe('notFound');
    }
  });
});
