import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditEntrySchema,
  auditLogPageSchema,
} from './audit-log-contracts.js';

const entry = {
  id: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  at: '2026-11-27T01:02:03.000Z',
  officer: { userId: '1b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Olivia Tan', email: null },
  actor: 'cli:olivia',
  action: 'maintenance.schedule',
  entityType: 'maintenance',
  entityId: null,
  before: null,
  after: { message: 'Upgrade', endsAt: null, sections: 3, current: true },
  requestId: 'cli-1',
};

describe('the audit log contracts', () => {
  it('name each action and entity once, so a filter value means one thing', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_ENTITIES).size).toBe(AUDIT_ENTITIES.length);
  });

  it('read an entry and a page of them, snapshots as flat JSON', () => {
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    const page = { items: [entry], total: 1, page: 1, pageSize: 20 };
    expect(auditLogPageSchema.parse(page)).toEqual(page);
    expect(auditEntrySchema.safeParse({ ...entry, after: { nested: { no: 1 } } }).success).toBe(false);
    expect(auditEntrySchema.safeParse({ ...entry, action: 'maintenance.explode' }).success).toBe(false);
  });
});
