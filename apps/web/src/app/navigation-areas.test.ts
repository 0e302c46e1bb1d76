import { describe, expect, it } from 'vitest';
import { crossesAreas, historyIndexOf } from './navigation-areas';

describe('crossesAreas', () => {
  it('crosses between the signed-out and the signed-in areas', () => {
    expect(crossesAreas('dashboard', 'login')).toBe(true);
    expect(crossesAreas('login', 'profile')).toBe(true);
    expect(crossesAreas('overseasAuthenticate', 'ptSchemeDashboard')).toBe(true);
  });

  it('crosses between the local and the PT module', () => {
    expect(crossesAreas('dashboard', 'ptSchemeDashboard')).toBe(true);
    expect(crossesAreas('ptSchemeDetails', 'applicationForm')).toBe(true);
  });

  it('does not cross within an area, nor through a screen of both modules or of everyone', () => {
    expect(crossesAreas('dashboard', 'termsAndConditions')).toBe(false);
    expect(crossesAreas('ptSchemeDashboard', 'profile')).toBe(false);
    expect(crossesAreas('selectModule', 'dashboard')).toBe(false);
    expect(crossesAreas('dashboard', 'notFound')).toBe(false);
    expect(crossesAreas('scheduledMaintenance', 'login')).toBe(false);
  });
});

describe('historyIndexOf', () => {
  it('reads React Router’s index from a history entry’s state', () => {
    expect(historyIndexOf({ usr: null, key: 'a', idx: 3 })).toBe(3);
    expect(historyIndexOf(null)).toBeNull();
    expect(historyIndexOf({ idx: '3' })).toBeNull();
  });
});
