import { AttachmentScanStatus, type OfficerPtRound, PtStatus } from '@fsmis/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentsSection } from './documents-section';

const ROUND_ID = '44444444-4444-4444-8444-444444444444';

type RoundDocument = OfficerPtRound['documents'][number];

function document(
  id: string,
  fileName: string,
  kind: RoundDocument['kind'],
  scanStatus: AttachmentScanStatus,
) {
  return { id, kind, fileName, fileSize: 3072, uploadedAt: '2026-11-02T02:00:00.000Z', scanStatus };
}

function round(documents: RoundDocument[]): OfficerPtRound {
  return {
    id: ROUND_ID,
    code: 'PT-2026-04',
    name: 'Heavy metals in rice flour',
    matrix: 'Rice flour',
    description: null,
    status: PtStatus.registrationOpen,
    statusLabel: 'Registration Open',
    feeSgd: 0,
    registrationOpensAt: '2026-11-01T00:00:00.000Z',
    registrationClosesAt: '2026-11-30T15:59:59.000Z',
    dispatchAt: '2026-12-07T16:00:00.000Z',
    resultsDueAt: '2027-01-31T15:59:59.000Z',
    statisticsComputedAt: null,
    statisticsReviewedAt: null,
    publishedAt: null,
    analytes: [],
    participants: [],
    documents,
    actions: [{ name: 'edit', open: true, reason: null }],
  };
}

function renderSection(documents: RoundDocument[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DocumentsSection round={round(documents)} onDone={() => undefined} />
    </QueryClientProvider>,
  );
}

const rowOf = (fileName: string) => {
  const row = screen.getByText(fileName, { exact: false }).closest('tr');
  if (!row) throw new Error(`No row for ${fileName}`);
  return within(row);
};

afterEach(cleanup);

describe('the round’s documents', () => {
  it('offers a scanned document as a download from the officer API, and says why the others cannot be', () => {
    renderSection([
      document(
        '55555555-5555-4555-8555-555555555555',
        'Protocol.pdf',
        'general',
        AttachmentScanStatus.scanned,
      ),
      document(
        '66666666-6666-4666-8666-666666666666',
        'Instructions.pdf',
        'participant-package',
        AttachmentScanStatus.pendingScan,
      ),
      document(
        '77777777-7777-4777-8777-777777777777',
        'Report.pdf',
        'report',
        AttachmentScanStatus.suspicious,
      ),
    ]);
    const link = screen.getByRole('link', { name: 'Protocol.pdf (3.00 KB)' });
    expect(link.getAttribute('href')).toBe(
      `/api/officer/proficiency-tests/${ROUND_ID}/documents/55555555-5555-4555-8555-555555555555`,
    );
    expect(link.hasAttribute('download')).toBe(true);
    expect(rowOf('Protocol.pdf').getByText('General information')).toBeTruthy();

    const pending = rowOf('Instructions.pdf');
    expect(pending.queryByRole('link')).toBeNull();
    expect(pending.getByText(/not available yet: we are checking it for viruses/)).toBeTruthy();
    const infected = rowOf('Report.pdf');
    expect(infected.queryByRole('link')).toBeNull();
    expect(infected.getByText(/cannot be downloaded \(Suspicious\)/)).toBeTruthy();
  });

  it('says when there are none', () => {
    renderSection([]);
    expect(screen.getByText('No documents have been added yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
