import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeading } from './page-heading';

afterEach(cleanup);

describe('PageHeading', () => {
  it("isolates the caption's text, a right-to-left company name among others, from the heading", () => {
    const { container } = render(<PageHeading caption="شركة الأغذية">Dashboard</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const isolated = container.querySelector('.page-heading__caption > bdi');
    expect(isolated?.textContent).toBe('شركة الأغذية');
  });

  it('draws no caption when there is none', () => {
    const { container } = render(<PageHeading>Dashboard</PageHeading>);
    expect(container.querySelector('.page-heading__caption')).toBeNull();
  });
});
