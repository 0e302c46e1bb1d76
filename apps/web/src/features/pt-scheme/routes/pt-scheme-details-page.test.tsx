import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fakeApi, generalDetails, ROUND_ID, registrationForm, renderAt } from '../pt-fixtures';
import { PtSchemeDetailsPage } from './pt-scheme-details-page';

const GENERAL = `/api/proficiency-tests/${ROUND_ID}/general-details`;
const REGISTRATION = `/api/proficiency-tests/${ROUND_ID}/registration-form`;

const renderPage = (tab?: Parameters<typeof paths.ptSchemeDetails.href>[1]) =>
  renderAt(<PtSchemeDetailsPage />, {
    route: paths.ptSchemeDetails.path,
    path: paths.ptSchemeDetails.href(ROUND_ID, tab),
  });

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Parts of the round' })).getAllByRole('link');
const tabNames = () => tabs().map((tab) => tab.textContent);
const currentTab = () => tabs().find((tab) => tab.getAttribute('aria-current') === 'page')?.textContent;

afterEach(cleanup);

describe('a PT round’s page', () => {
  it('offers only the sections the laboratory may open, in the round’s order', async () => {
    fakeApi({
      [`GET ${GENERAL}`]: () => ({ data: generalDetails({ sections: ['general', 'registration'] }) }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Heavy metals in rice' })).toBeTruthy();
    expect(tabNames()).toEqual(['General details', 'Registration']);
    expect(currentTab()).toBe('General details');
    expect(tabs()[1]?.getAttribute('href')).toBe(`/pt-scheme-details/${ROUND_ID}?tab=registration`);
  });

  it('lists every section of a registered laboratory once the round is completed', async () => {
    fakeApi({
      [`GET ${GENERAL}`]: () => ({
        data: generalDetails({
          status: 6,
          statusLabel: 'PT Completed',
          isRegistered: true,
          registeredAt: '2026-11-03T02:00:00.000Z',
          labCode: 'A03',
          sections: ['general', 'registration', 'dispatch', 'results', 'report'],
        }),
      }),
    });
    renderPage('general');
    await screen.findByRole('heading', { level: 2, name: 'Heavy metals in rice' });
    expect(tabNames()).toEqual(['General details', 'Registration', 'Dispatch', 'Results', 'Report']);
  });

  it('shows the tab the link names, and the general details for a tab the laboratory may not open', async () => {
    fakeApi({
      [`GET ${GENERAL}`]: () => ({ data: generalDetails() }),
      [`GET ${REGISTRATION}`]: () => ({ data: registrationForm() }),
    });
    renderPage('registration');
    expect(await screen.findByRole('heading', { level: 3, name: 'Register for PT-2026-03' })).toBeTruthy();
    expect(currentTab()).toBe('Registration');
    cleanup();

    fakeApi({ [`GET ${GENERAL}`]: () => ({ data: generalDetails() }) });
    renderPage('report');
    expect(await screen.findByRole('heading', { level: 2, name: 'Heavy metals in rice' })).toBeTruthy();
    expect(currentTab()).toBe('General details');
  });

  it('offers Register on the general details while the laboratory may register, as the registration tab does', async () => {
    fakeApi({
      [`GET ${GENERAL}`]: () => ({ data: generalDetails() }),
      [`GET ${REGISTRATION}`]: () => ({ data: registrationForm() }),
    });
    renderPage();
    const register = await screen.findByRole('link', { name: 'Register for PT-2026-03' });
    expect(register.getAttribute('href')).toBe(`/pt-scheme-details/${ROUND_ID}?tab=registration`);
    cleanup();

    fakeApi({
      [`GET ${GENERAL}`]: () => ({ data: generalDetails() }),
      [`GET ${REGISTRATION}`]: () => ({
        data: registrationForm({
          actions: registrationForm().actions.map((action) =>
            action.name === 'register'
              ? { ...action, open: false, reason: 'Registration has closed.' }
              : action,
          ),
        }),
      }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Heavy metals in rice' });
    await screen.findByText('Not registered');
    expect(screen.queryByRole('link', { name: /^Register/ })).toBeNull();
  });

  it('offers the registration while its action is open, and says why not once it is closed', async () => {
    const closed = 'Registration for this round has closed.';
    fakeApi({
      [`GET ${GENERAL}`]: () => ({ data: generalDetails() }),
      [`GET ${REGISTRATION}`]: () => ({
        data: registrationForm({
          actions: registrationForm().actions.map((action) =>
            action.name === 'register' ? { ...action, open: false, reason: closed } : action,
          ),
        }),
      }),
    });
    renderPage('registration');
    expect(await screen.findByText(closed)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Register for PT-2026-03' })).toBeNull();
  });

  it('sums the round up: fee, key dates, analytes with units', async () => {
    fakeApi({ [`GET ${GENERAL}`]: () => ({ data: generalDetails() }) });
    renderPage();
    const general = await screen.findByRole('region', { name: 'Heavy metals in rice' });
    const value = (key: string) =>
      [...general.querySelectorAll('.summary-list__row')]
        .find((row) => row.querySelector('dt')?.textContent === key)
        ?.querySelector('dd')?.textContent;
    expect(value('Fee')).toBe('S$250.00');
    expect(value('Status')).toBe('Registration Open');
    expect(value('Results due')).toBe('15 Jan 2027');
    const analytes = screen.getByRole('table', { name: /Analytes of PT-2026-03/ });
    expect(
      within(analytes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['AnalyteUnit', 'Leadmg/kg', 'Cadmiummg/kg']);
  });

  it('says so when the round cannot be found', async () => {
    fakeApi({ [`GET ${GENERAL}`]: () => ({ status: 404, message: 'We could not find this scheme.' }) });
    renderPage();
    expect(await screen.findByText('We could not find this scheme.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Parts of the round' })).toBeNull();
  });
});
