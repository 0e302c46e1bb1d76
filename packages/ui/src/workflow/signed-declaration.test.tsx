import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignedDeclaration } from './signed-declaration';

afterEach(cleanup);

describe('SignedDeclaration', () => {
  it('says who signed and when, then lists what they signed', () => {
    render(
      <SignedDeclaration
        signature={{
          signerName: 'Alice Tan',
          signedAt: '2026-11-12T02:00:00.000Z',
          statements: ['The documents are accepted.', 'The scope is correct.'],
        }}
      />,
    );
    expect(screen.getByText(/^Signed by/).textContent).toBe('Signed by Alice Tan on 12 Nov 2026 10:00:00.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The documents are accepted.',
      'The scope is correct.',
    ]);
  });
});
