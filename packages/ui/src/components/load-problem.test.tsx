import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-client';
import { LoadProblem } from './load-problem';

afterEach(cleanup);

const failure = (code: number, message: string) =>
  new HttpError({ success: false, data: null, message, code, responseCode: '' }, null);

describe('LoadProblem', () => {
  it('says what went wrong and offers another try when the server failed', () => {
    const onRetry = vi.fn();
    render(<LoadProblem error={failure(500, 'The service is busy.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The service is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry for a refusal that another try would only repeat', () => {
    render(
      <LoadProblem
        error={failure(403, 'Your laboratory does not take part in proficiency testing.')}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Your laboratory does not take part in proficiency testing.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
