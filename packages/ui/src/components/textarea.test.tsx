import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

afterEach(cleanup);

describe('Textarea', () => {
  it('says how many characters are left, and tells assistive technology the limit', () => {
    render(<Textarea id="purpose" label="Purpose" characterCount={{ max: 1000, count: 999 }} />);
    // Shown, and read by assistive technology once typing pauses.
    expect(screen.getAllByText('You have 1 character remaining')).toHaveLength(2);
    expect(screen.getByLabelText('Purpose').getAttribute('aria-describedby')).toBe('purpose-limit');
    expect(screen.getByText('You can enter up to 1,000 characters')).toBeTruthy();
  });

  it('says how far over the limit the text is', () => {
    render(<Textarea id="purpose" label="Purpose" characterCount={{ max: 1000, count: 1012 }} />);
    const [shown] = screen.getAllByText('You have 12 characters too many');
    expect(shown?.className).toContain('textarea__count--over');
  });

  it('links its error once it has one', () => {
    render(<Textarea id="purpose" label="Purpose" hint="Say why" error="Tell us why" />);
    const field = screen.getByLabelText('Purpose');
    expect(field.getAttribute('aria-describedby')).toBe('purpose-hint purpose-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
