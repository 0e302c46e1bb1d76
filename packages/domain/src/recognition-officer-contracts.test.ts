import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECOGNITIONS_PAGE_SIZE,
  officerRecognitionQuerySchema,
} from './recognition-officer-contracts.js';

const messagesOf = (query: object) =>
  officerRecognitionQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message) ?? [];

describe('the query of the officers’ recognitions list', () => {
  it('reads the search, the filters and the page from the query string', () => {
    expect(officerRecognitionQuerySchema.parse({})).toEqual({
      Page: 1,
      PageSize: DEFAULT_RECOGNITIONS_PAGE_SIZE,
    });
    expect(
      officerRecognitionQuerySchema.parse({
        Search: '  acme  ',
        Status: '3',
        ApplicationType: '2',
        CompanyUen: ' 201912345A ',
        Page: '2',
        PageSize: '50',
      }),
    ).toEqual({
      Search: 'acme',
      Status: 3,
      ApplicationType: 2,
      CompanyUen: '201912345A',
      Page: 2,
      PageSize: 50,
    });
  });

  it('takes a blank search as no search', () => {
    expect(officerRecognitionQuerySchema.parse({ Search: '   ' }).Search).toBeUndefined();
  });

  it('refuses what names no status, programme or company', () => {
    for (const query of [
      { Status: '7' },
      { Status: 'suspended' },
      { ApplicationType: '4' },
      { CompanyUen: ' ' },
    ]) {
      expect(officerRecognitionQuerySchema.safeParse(query).success).toBe(false);
    }
  });

  it('refuses a page or page size that is no whole number in range, saying what to enter', () => {
    const page = 'Enter the page as a whole number from 1 to 1,000,000';
    for (const Page of ['0', '-1', '1.5', 'two', '1e20', '1000001'])
      expect(messagesOf({ Page })).toEqual([page]);
    const size = 'Enter the page size as a whole number from 1 to 100';
    for (const PageSize of ['0', '101', 'ten']) expect(messagesOf({ PageSize })).toEqual([size]);
  });

  it('refuses a search longer than 100 characters', () => {
    expect(messagesOf({ Search: 'x'.repeat(101) })).toEqual(['Enter 100 characters or fewer to search']);
  });
});
