import { describe, expect, it } from 'vitest';
import { schemesPageSchema } from './proficiency-test-contracts.js';
import { PtStatus } from './proficiency-testing.js';

const scheme = {
  id: '0b5e6a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  code: 'PT-2026-01',
  name: 'Salmonella in poultry',
  matrix: 'Chicken',
  status: PtStatus.registrationOpen,
  statusLabel: 'Registration Open',
  registrationOpensAt: '2026-01-01T00:00:00.000Z',
  registrationClosesAt: '2026-02-01T00:00:00.000Z',
  dispatchAt: '2026-03-01T00:00:00.000Z',
  resultsDueAt: '2026-04-01T00:00:00.000Z',
  isRegistered: false,
  registeredAt: null,
};

describe('schemesPageSchema', () => {
  it('reads a page of schemes as the API sends it', () => {
    const page = { items: [scheme], total: 1, page: 1, pageSize: 10 };
    expect(schemesPageSchema.parse(page)).toEqual(page);
  });

  it('refuses a scheme in a status that does not exist, or without its registration', () => {
    const page = (item: object) => ({ items: [item], total: 1, page: 1, pageSize: 10 });
    expect(schemesPageSchema.safeParse(page({ ...scheme, status: 7 })).success).toBe(false);
    const { isRegistered: _, ...without } = scheme;
    expect(schemesPageSchema.safeParse(page(without)).success).toBe(false);
  });
});
