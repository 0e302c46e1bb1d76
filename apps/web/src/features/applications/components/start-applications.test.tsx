import { type ApplicationForms, applicationFormsSchema } from '@fsmis/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../../testing/fake-api';
import { StartApplications } from './start-applications';

afterEach(cleanup);

const REVOKED =
  'Your LRP recognition was revoked, so you cannot apply under LRP again. A revocation does not end: contact the regulator if you have questions about it.';
const OPEN_NEW =
  'You already have an open IBR application of this type. Continue it, or wait until it is decided.';
const NOT_CURRENT = 'You need a current IBR recognition for this application.';

const form = (slug: string, title: string, category: number, refusal: string | null) => ({
  form: slug,
  name: title,
  category,
  title,
  canStart: refusal === null,
  refusal,
  draftId: null,
});

function programmes(): ApplicationForms[] {
  return [
    {
      programme: 1,
      programmeLabel: 'LRP',
      forms: [form('new', 'LRP New', 1, REVOKED), form('renewal', 'LRP Renewal', 2, REVOKED)],
    },
    {
      programme: 2,
      programmeLabel: 'IBR',
      forms: [form('new', 'IBR New', 1, OPEN_NEW), form('renewal', 'IBR Renewal', 2, NOT_CURRENT)],
    },
    { programme: 3, programmeLabel: 'AOR', forms: [form('new', 'AOR New', 1, null)] },
  ].map((each) => applicationFormsSchema.parse(each));
}

describe('Start an application', () => {
  it('says why a programme’s forms cannot be started, in the API’s words', async () => {
    fakeApi({ 'GET /api/applications/forms': () => ({ data: programmes() }) });
    renderAt(<StartApplications />, { route: '/', path: '/' });
    const lrp = (await screen.findByRole('heading', { name: 'LRP' })).parentElement as HTMLElement;
    expect(lrp.textContent).toContain('You cannot start an LRP application now.');
    // One reason given by every form is said once.
    expect(within(lrp).getAllByText(REVOKED)).toHaveLength(1);

    const ibr = screen.getByRole('heading', { name: 'IBR' }).parentElement as HTMLElement;
    expect(
      within(ibr)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`IBR New: ${OPEN_NEW}`, `IBR Renewal: ${NOT_CURRENT}`]);

    const aor = screen.getByRole('heading', { name: 'AOR' }).parentElement as HTMLElement;
    expect(within(aor).getByRole('link', { name: 'AOR New' }).getAttribute('href')).toBe(
      '/application/aor/new',
    );
    expect(aor.textContent).not.toContain('You cannot start');
  });
});
