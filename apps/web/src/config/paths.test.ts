import { ALL_APPLICATION_FORMS, programmeSlug } from '@fsmis/domain';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiPaths, paths } from './paths';

describe('paths', () => {
  it('builds every link so that it matches its own route pattern', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const links: [keyof typeof paths, string][] = [
      ['home', paths.home.href()],
      ['login', paths.login.href()],
      ['termsAndConditionsRequest', paths.termsAndConditionsRequest.href('ibr')],
      ['applicationDetails', paths.applicationDetails.href(id)],
      ['applicationInstructions', paths.applicationInstructions.href('aor')],
      ['applicationForm', paths.applicationForm.href('lrp', 'new', { id, section: 'tests' })],
      ['applicationForm', paths.applicationForm.href('aor', 'change-of-company-authorised-representatives')],
      ['recognitionDetails', paths.recognitionDetails.href(id)],
      ['recognitionSuspension', paths.recognitionSuspension.href(id, id)],
      ['recognitionWithdrawal', paths.recognitionWithdrawal.href(id)],
      ['ptSchemeDetails', paths.ptSchemeDetails.href(id)],
      ['ptSchemeDetails', paths.ptSchemeDetails.href(id, 'results')],
    ];
    for (const [name, href] of links) {
      expect(matchPath(paths[name].path, href.split('?')[0] ?? ''), name).not.toBeNull();
    }
    expect(matchPath(paths.applicationDetails.path, paths.applicationDetails.href(id))?.params.id).toBe(id);
    const suspension = '3e8f82a0-bbdb-4eba-b03b-272d234b8ad8';
    expect(
      matchPath(paths.recognitionSuspension.path, paths.recognitionSuspension.href(id, suspension))?.params,
    ).toEqual({ id, sid: suspension });
  });

  it('names the part of a PT round shown in the query, and the round alone without one', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(paths.ptSchemeDetails.href(id)).toBe(`/pt-scheme-details/${id}`);
    expect(paths.ptSchemeDetails.href(id, 'report')).toBe(`/pt-scheme-details/${id}?tab=report`);
  });

  it('reaches a laboratory’s own files of a PT round under the round', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const doc = '3e8f82a0-bbdb-4eba-b03b-272d234b8ad8';
    expect(apiPaths.ptReportDocument(id, doc)).toBe(
      `/api/proficiency-tests/${id}/result/report/documents/${doc}`,
    );
    expect(apiPaths.ptMethodologyDocument(id, doc)).toBe(
      `/api/proficiency-tests/${id}/result/submission/methodology/documents/${doc}`,
    );
    expect(apiPaths.ptParticipantPackageDocument(id, doc)).toBe(
      `/api/proficiency-tests/${id}/dispatch/participant-package-documents/${doc}`,
    );
  });

  it('carries why the user was logged out, and nothing when there is no reason', () => {
    expect(paths.login.href()).toBe('/login');
    expect(paths.login.href({ reason: 'inactivity' })).toBe('/login?reason=inactivity');
    expect(paths.overseasAuthenticate.href('a b&c')).toBe('/overseas/authenticate?token=a%20b%26c');
  });

  it('names every screen of docs/requirements.md', () => {
    const patterns = Object.values(paths).map((route) => route.path);
    for (const pattern of [
      '/login',
      '/spcp/callback',
      '/singpass/callback',
      '/overseas/authenticate',
      '/scheduled-maintenance',
      '/select-module',
      '/dashboard',
      '/profile',
      '/terms-and-conditions',
      '/terms-and-conditions/request/:program',
      '/application/:id',
      '/application/:programme/instructions',
      '/application/:programme/:form',
      '/pt-scheme/dashboard',
      '/pt-scheme-details/:id',
      '/user-manual',
    ]) {
      expect(patterns).toContain(pattern);
    }
  });

  it('links every application form of docs/requirements.md §2, and only those, through the one form route', () => {
    const specForms = [
      ...['lrp', 'ibr', 'aor'].flatMap((programme) =>
        ['new', 'renewal', 'change-of-scope'].map((form) => `/application/${programme}/${form}`),
      ),
      '/application/lrp/change-of-company-name',
      '/application/lrp/change-of-company-address',
      '/application/ibr/change-of-company-details',
      '/application/aor/change-of-company-name-and-address',
      '/application/aor/change-of-company-authorised-representatives',
      '/application/aor/change-of-company-authorised-auditors-and-approved-signatories',
    ];
    const linked = ALL_APPLICATION_FORMS.map((form) =>
      paths.applicationForm.href(programmeSlug(form.programme), form.slug),
    );
    expect([...linked].sort()).toEqual([...specForms].sort());
    for (const href of linked) expect(matchPath(paths.applicationForm.path, href)).not.toBeNull();
  });
});
