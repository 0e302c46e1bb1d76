import { CorrespondenceStatus, Programme } from '@fsmis/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/fake-api';
import { termsItem } from '../terms-fixtures';
import type { ProgrammeTerms } from './programme-terms';
import { ProgrammeTermsCard } from './programme-terms-card';

afterEach(cleanup);

const sentItem = termsItem();

const renderCard = (terms: ProgrammeTerms) =>
  renderAt(
    <ul>
      <ProgrammeTermsCard
        terms={terms}
        hasOngoingSuspension={false}
        onProblems={() => {}}
        onAcknowledged={() => {}}
      />
    </ul>,
    { route: '/', path: '/' },
  );

describe('a programme’s terms card', () => {
  it('offers the request while its action is open, and nothing to acknowledge', () => {
    renderCard({
      programme: Programme.AOR,
      latest: null,
      status: null,
      actions: [
        { name: 'request', open: true, reason: null },
        { name: 'acknowledge', open: false, reason: 'No terms and conditions have been sent yet.' },
      ],
      documentAvailable: false,
      earlierVersions: [],
    });
    expect(screen.getByRole('link', { name: 'Request terms and conditions for AOR' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Acknowledge/ })).toBeNull();
  });

  it('offers the acknowledgement while its action is open, and no request once it is closed', () => {
    renderCard({
      programme: Programme.IBR,
      latest: sentItem,
      status: CorrespondenceStatus.sent,
      actions: [
        {
          name: 'request',
          open: false,
          reason: 'You have already received the IBR terms and conditions. Acknowledge them on this page.',
        },
        { name: 'acknowledge', open: true, reason: null },
      ],
      documentAvailable: true,
      earlierVersions: [],
    });
    expect(screen.getByRole('button', { name: 'Acknowledge the IBR terms and conditions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Request/ })).toBeNull();
  });

  it('offers neither when the API answers no action on the programme', () => {
    renderCard({
      programme: Programme.IBR,
      latest: sentItem,
      status: CorrespondenceStatus.sent,
      actions: [],
      documentAvailable: true,
      earlierVersions: [],
    });
    expect(screen.queryByRole('button', { name: /Acknowledge/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Request/ })).toBeNull();
  });
});
