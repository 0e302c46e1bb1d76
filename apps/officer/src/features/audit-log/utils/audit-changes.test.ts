import { describe, expect, it } from 'vitest';
import { auditSummary, fieldName } from './audit-changes';

const requested = {
  id: '7d3f8a52-3b8e-4a8e-9d5e-2f0c6c1f4a10',
  programme: 1,
  status: 1,
  statusLabel: 'Requested',
  documentId: null,
  sentAt: null,
};

describe('auditSummary', () => {
  it('lists what changed, codes read as their labels (first) and instants in Singapore time', () => {
    // As the log's jsonb keeps them: the keys in an order of its own.
    const before = { sentAt: null, documentId: null, status: 1, id: requested.id, statusLabel: 'Requested' };
    const sent = {
      ...requested,
      status: 2,
      statusLabel: 'Sent',
      documentId: 'b1c2',
      sentAt: '2026-03-02T01:00:00.000Z',
    };
    expect(auditSummary(before, sent)).toEqual({
      kind: 'changed',
      fields: [
        { field: 'Status', before: 'Requested', after: 'Sent' },
        { field: 'Sent at', before: '(none)', after: '02 Mar 2026 09:00:00' },
        { field: 'Document id', before: '(none)', after: 'b1c2' },
        { field: 'Programme', before: '(none)', after: '1' },
      ],
    });
  });

  it('lists the fields an action created, leaving out the empty ones and the id', () => {
    expect(auditSummary(null, requested)).toEqual({
      kind: 'created',
      fields: [
        { field: 'Status', before: '', after: 'Requested' },
        { field: 'Programme', before: '', after: '1' },
      ],
    });
  });

  it('says nothing changed when nothing did', () => {
    expect(auditSummary(requested, { ...requested })).toEqual({ kind: 'none' });
    expect(auditSummary(null, null)).toEqual({ kind: 'none' });
  });

  it('shortens long values', () => {
    const summary = auditSummary(null, { title: 'x'.repeat(500) });
    expect(summary.kind === 'created' && summary.fields[0]?.after.length).toBe(120);
  });
});

describe('fieldName', () => {
  it('reads a camel-case key as words', () => {
    expect(fieldName('rejectionReason')).toBe('Rejection reason');
    expect(fieldName('publishedByUserId')).toBe('Published by user id');
  });
});
