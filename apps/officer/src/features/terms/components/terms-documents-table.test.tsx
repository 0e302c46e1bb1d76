import { Programme, type TermsDocument } from '@fsmis/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TermsDocumentsTable } from './terms-documents-table';

const OFFICER = { userId: '33333333-3333-4333-8333-333333333333', name: 'Officer Tan' };

function version(id: string, version: number, fileSize: number): TermsDocument {
  return {
    id,
    applicationType: { value: Programme.LRP, label: 'LRP' },
    version,
    title: `Company Terms and Conditions, edition ${version}`,
    fileName: `LRP Terms and Conditions v${version}.pdf`,
    fileSize,
    publishedAt: `2026-1${version}-01T02:00:00.000Z`,
    publishedBy: OFFICER,
  };
}

const NEWER = version('22222222-2222-4222-8222-222222222222', 2, 2048);
const OLDER = version('11111111-1111-4111-8111-111111111111', 1, 1536);

afterEach(cleanup);

describe('the published versions', () => {
  it('offers each version’s PDF, current or not, as a download from the officer API', () => {
    render(
      <TermsDocumentsTable
        documents={[NEWER, OLDER]}
        currentIds={new Set([NEWER.id])}
        busy={false}
        caption="Published versions"
      />,
    );
    const newer = screen.getByRole('link', { name: 'LRP Terms and Conditions v2.pdf (2.00 KB)' });
    expect(newer.getAttribute('href')).toBe(`/api/officer/terms-documents/${NEWER.id}`);
    expect(newer.hasAttribute('download')).toBe(true);
    const older = screen.getByRole('link', { name: 'LRP Terms and Conditions v1.pdf (1.50 KB)' });
    expect(older.getAttribute('href')).toBe(`/api/officer/terms-documents/${OLDER.id}`);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
