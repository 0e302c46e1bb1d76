import type { SiteVerification } from '@fsmis/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteVerificationDetails } from './site-verification-details';
import { uuid, workflowDocument } from './workflow-records.fixture';

afterEach(cleanup);

const scheduled: SiteVerification = {
  id: uuid(),
  scheduledFor: '2026-11-20T02:00:00.000Z',
  location: 'Biopolis',
  notes: '',
  report: null,
  outcome: null,
  completedAt: null,
};

const valueFor = (key: string) => screen.getByText(key, { selector: 'dt' }).nextElementSibling?.textContent;
const keys = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('SiteVerificationDetails', () => {
  it('shows when and where, the report by the link it is given, and the outcome with when it was recorded', () => {
    const report = workflowDocument('verification-report.pdf');
    render(
      <SiteVerificationDetails
        verification={{
          ...scheduled,
          notes: 'Bring the calibration records.',
          report,
          outcome: 'findings',
          completedAt: '2026-11-21T02:00:00.000Z',
        }}
        reader="company"
        reportHref={(document) => `/report/${document.attachmentId}`}
      />,
    );
    expect(keys()).toEqual(['Date and time', 'Place', 'Notes', 'Report', 'Outcome']);
    expect(valueFor('Outcome')).toBe('Findings raised, 21 Nov 2026 10:00:00');
    expect(screen.getByRole('link', { name: /verification-report\.pdf/ }).getAttribute('href')).toBe(
      `/report/${report.attachmentId}`,
    );
  });

  it('tells an officer the outcome is awaited; the company sees no outcome until there is one', () => {
    render(<SiteVerificationDetails verification={scheduled} reader="officer" reportHref={() => '/'} />);
    expect(valueFor('Report')).toBe('Not uploaded yet');
    expect(valueFor('Outcome')).toBe('Not recorded yet');
    cleanup();
    render(<SiteVerificationDetails verification={scheduled} reader="company" reportHref={() => '/'} />);
    expect(keys()).toEqual(['Date and time', 'Place', 'Report']);
  });
});
