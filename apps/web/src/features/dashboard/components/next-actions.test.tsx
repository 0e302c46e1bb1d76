import { type NextAction, nextActionSchema } from '@fsmis/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fakeApi, renderAt } from '../../../testing/fake-api';
import { NextActions } from './next-actions';

afterEach(cleanup);

const APPLICATION_ID = '5b1c7a0e-2f4d-4c8e-9a61-3d2f1e0c9b87';
const RECOGNITION_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SUSPENSION_ID = '9e4d2c1b-7a6f-4e3d-8c2b-1a0f9e8d7c6b';
const NEXT = '/api/dashboard/next-actions';

const actions: NextAction[] = [
  {
    kind: 'appeal',
    text: 'Appeal against the suspension of your AOR recognition, if you disagree with it',
    dueDate: '2026-12-05',
    place: { subject: 'suspension', recognitionId: RECOGNITION_ID, suspensionId: SUSPENSION_ID },
  },
  {
    kind: 'corrective-actions',
    text: 'Submit corrective actions for 2 findings',
    dueDate: '2026-12-09',
    place: {
      subject: 'application',
      applicationId: APPLICATION_ID,
      name: 'LRP-2026-000105 (LRP Change Of Scope)',
    },
  },
  {
    kind: 'declaration',
    text: 'Sign the declaration',
    dueDate: null,
    place: {
      subject: 'application',
      applicationId: APPLICATION_ID,
      name: 'LRP-2026-000105 (LRP Change Of Scope)',
    },
  },
].map((action) => nextActionSchema.parse(action));

describe('What to do next', () => {
  it('lists each action with its deadline, in the order the API gives, leading to where it is done', async () => {
    fakeApi({ [`GET ${NEXT}`]: () => ({ data: { actions } }) });
    renderAt(<NextActions />, { route: '/', path: '/' });
    const region = await screen.findByRole('region', { name: 'What to do next' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Due by 05 Dec 2026Appeal against the suspension of your AOR recognition, if you disagree with it',
      'Due by 09 Dec 2026Submit corrective actions for 2 findingsLRP-2026-000105 (LRP Change Of Scope)',
      'No deadlineSign the declarationLRP-2026-000105 (LRP Change Of Scope)',
    ]);
    expect(
      within(region)
        .getByRole('link', { name: /^Appeal against/ })
        .getAttribute('href'),
    ).toBe(paths.recognitionSuspension.href(RECOGNITION_ID, SUSPENSION_ID));
    expect(
      within(region)
        .getByRole('link', { name: 'Submit corrective actions for 2 findings' })
        .getAttribute('href'),
    ).toBe(`${paths.applicationDetails.href(APPLICATION_ID)}#corrective-actions`);
  });

  it('says when there is nothing to do', async () => {
    fakeApi({ [`GET ${NEXT}`]: () => ({ data: { actions: [] } }) });
    renderAt(<NextActions />, { route: '/', path: '/' });
    expect(
      await screen.findByText('You do not need to do anything now. We will email you when you do.'),
    ).toBeTruthy();
  });
});
