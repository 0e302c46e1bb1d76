import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteBanner } from './site-banner';

afterEach(cleanup);

const NOTICE = { title: 'Renewals open', message: 'Renew online from 1 December.' };

describe('SiteBanner', () => {
  it('heads the announcement with its severity in words, then its message', () => {
    render(<SiteBanner {...NOTICE} severity="warning" onDismiss={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Warning: Renewals open' })).toBeTruthy();
    expect(screen.getByText('Renew online from 1 December.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a critical one at once', () => {
    render(<SiteBanner {...NOTICE} severity="critical" onDismiss={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Important: Renewals open');
  });

  it('is dismissed by a button that names the announcement', () => {
    const onDismiss = vi.fn();
    render(<SiteBanner {...NOTICE} severity="info" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement: Renewals open' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('as a preview, looks the same but adds no heading, alert or button to the page', () => {
    const { container } = render(<SiteBanner {...NOTICE} severity="critical" preview />);
    expect(container.textContent).toContain('Important: Renewals open');
    expect(container.textContent).toContain('Renew online from 1 December.');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.site-banner--critical')).not.toBeNull();
  });
});
