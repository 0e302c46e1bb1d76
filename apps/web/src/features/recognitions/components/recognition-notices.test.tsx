import { SuspensionStatus } from '@fsmis/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RECOGNITION_ID, recognitionView, SUSPENSION_ID } from '../recognition-fixtures';
import { RecognitionNotices } from './recognition-notices';

afterEach(cleanup);

const renderNotices = (view: ReturnType<typeof recognitionView>) =>
  render(
    <MemoryRouter>
      <RecognitionNotices view={view} />
    </MemoryRouter>,
  );

describe('what needs the company’s attention on its recognition', () => {
  it('says when the renewal is due, with the way to renew', () => {
    renderNotices(recognitionView({ recognition: { renewalDue: true, daysUntilExpiry: 45 } }));
    const banner = screen.getByRole('region', { name: 'Important' });
    expect(banner.textContent).toContain(
      'Your LRP recognition expires on 12 Jan 2027. Apply to renew it before then.',
    );
    expect(screen.getByRole('link', { name: 'Renew this recognition' }).getAttribute('href')).toBe(
      '/application/lrp/renewal',
    );
  });

  it('gives the reason when the renewal cannot be started', () => {
    const view = recognitionView({ recognition: { renewalDue: true, daysUntilExpiry: 45 } });
    renderNotices({
      ...view,
      actions: view.actions.map((action) =>
        action.name === 'renew'
          ? { ...action, open: false, reason: 'You already have an open application under LRP.' }
          : action,
      ),
    });
    expect(screen.queryByRole('link', { name: 'Renew this recognition' })).toBeNull();
    expect(
      screen.getByText('You cannot renew it yet: You already have an open application under LRP.'),
    ).toBeTruthy();
  });

  it('says a renewal submitted is being processed, and no longer asks for one', () => {
    const applicationId = '0b9f8a52-4a5e-4d87-9a33-6f0f3f7c2a11';
    renderNotices(
      recognitionView({
        recognition: {
          daysUntilExpiry: 45,
          renewalDue: false,
          renewalInProgress: {
            applicationId,
            referenceNumber: 'LRP-2026-000140',
            statusLabel: 'Application Review',
          },
        },
      }),
    );
    const banner = screen.getByRole('region', { name: 'Important' });
    expect(banner.textContent).toContain(
      'Your application to renew your LRP recognition is being processed.',
    );
    expect(banner.textContent).not.toContain('Apply to renew it');
    expect(screen.getByRole('link', { name: 'See application LRP-2026-000140' }).getAttribute('href')).toBe(
      `/application/${applicationId}`,
    );
  });

  it('leads to a suspension under way, and to details owed', () => {
    const view = recognitionView({
      recognition: {
        status: 3,
        statusLabel: 'Suspended',
        hasOngoingSuspension: true,
        openSuspension: { id: SUSPENSION_ID, status: SuspensionStatus.suspended, statusLabel: 'Suspended' },
      },
    });
    renderNotices(view);
    expect(screen.getByText('Your LRP recognition is suspended.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the suspension' }).getAttribute('href')).toBe(
      `/recognition/${RECOGNITION_ID}/suspension/${SUSPENSION_ID}`,
    );
    expect(screen.queryByText(/expires on/)).toBeNull();
  });

  it('shows nothing when all is well', () => {
    renderNotices(recognitionView());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
