import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestRounds } from './request-rounds';
import { request } from './workflow-records.fixture';

afterEach(cleanup);

/** The summary list's value for `key` within `scope`. */
const valueFor = (scope: HTMLElement, key: string) =>
  within(scope).getByText(key, { selector: 'dt' }).nextElementSibling?.textContent;

const href = (document: { fileName: string }) => `/file/${document.fileName}`;

describe('RequestRounds', () => {
  it('shows each round with what was asked and the company’s answer with its files', () => {
    render(<RequestRounds rounds={[request(1, true)]} reader="company" documentHref={href} />);
    const round = screen.getByRole('article', { name: 'Request 1: Accreditation certificate 1' });
    expect(valueFor(round, 'Status')).toBe('Answered');
    // An answer waits for the regulator to read it: blue, not the green of a thing accepted.
    expect(within(round).getByText('Answered').className).toBe('tag tag--blue');
    expect(valueFor(round, 'Answer by')).toBe('01 Dec 2026');
    expect(valueFor(round, 'Documents asked for')).toBe('Accreditation certificate');
    expect(valueFor(round, 'Your answer')).toBe(
      'Attached.certificate.pdf (24.00 KB)Sent 03 Nov 2026 10:00:00 by Alice Tan',
    );
    expect(
      within(round)
        .getByRole('link', { name: /certificate\.pdf/ })
        .getAttribute('href'),
    ).toBe('/file/certificate.pdf');
  });

  it('shows an officer that an answer is awaited; the company sees what follows the round instead', () => {
    render(<RequestRounds rounds={[request(2, false)]} reader="officer" documentHref={href} />);
    expect(valueFor(screen.getByRole('article'), 'Company’s answer')).toBe('Not answered yet');
    cleanup();

    render(
      <RequestRounds
        rounds={[request(2, false)]}
        reader="company"
        documentHref={href}
        after={(open) => <p>Answer form: {open.subject}</p>}
      />,
    );
    const round = screen.getByRole('article');
    expect(within(round).queryByText('Your answer')).toBeNull();
    expect(within(round).getByText('Answer form: Accreditation certificate 2')).toBeTruthy();
  });

  it('says when no request has been sent', () => {
    render(<RequestRounds rounds={[]} reader="officer" documentHref={href} />);
    expect(screen.getByText('No request for information has been sent.')).toBeTruthy();
  });
});
