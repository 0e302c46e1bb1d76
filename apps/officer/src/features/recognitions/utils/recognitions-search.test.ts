import { CompanyRecognitionStatus, DEFAULT_RECOGNITIONS_PAGE_SIZE, Programme } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import {
  filterFrom,
  filterFromForm,
  filterKey,
  hasFilter,
  recognitionsApiQuery,
  recognitionsHref,
  searchFrom,
} from './recognitions-search';

const paramsOf = (query: string) => new URLSearchParams(query);
const paramsOfHref = (href: string) => new URL(href, 'http://console.example').searchParams;

describe('the recognitions list’s search, filters and page in its URL', () => {
  it('reads the search, the status, the programme and the UEN under the API’s names', () => {
    expect(
      filterFrom(paramsOf('Search=%20harbour%20&Status=3&ApplicationType=2&CompanyUen=%20201633333E%20')),
    ).toEqual({
      Search: 'harbour',
      Status: CompanyRecognitionStatus.suspended,
      ApplicationType: Programme.IBR,
      CompanyUen: '201633333E',
    });
  });

  it('leaves out what the URL cannot mean, so that the API is never sent it', () => {
    const search = searchFrom(paramsOf('Search=%20&Status=99&ApplicationType=lrp&CompanyUen=%20%20&Page=0'));
    expect(search).toEqual({ Page: 1 });
    expect(hasFilter(search)).toBe(false);
    expect(searchFrom(paramsOf('Page=two')).Page).toBe(1);
    expect(searchFrom(paramsOf('Page=3')).Page).toBe(3);
  });

  it('asks the API for one page of the list’s size', () => {
    expect(recognitionsApiQuery({ Search: 'acme', Page: 2 })).toEqual({
      Search: 'acme',
      Page: 2,
      PageSize: DEFAULT_RECOGNITIONS_PAGE_SIZE,
    });
  });

  it('links to a page of the same filters, naming no page for the first', () => {
    const filter = { Search: '100% Natural', Status: CompanyRecognitionStatus.recognised };
    expect(searchFrom(paramsOfHref(recognitionsHref(filter, 3)))).toEqual({ ...filter, Page: 3 });
    expect(paramsOfHref(recognitionsHref(filter, 1)).has('Page')).toBe(false);
    expect(filterKey(filter)).toBe(filterKey({ ...filter }));
    expect(filterKey(filter)).not.toBe(filterKey({ ...filter, Search: '100%' }));
  });

  it('reads a submitted form as the URL, and the URL it leads to reads back the same', () => {
    const form = new FormData();
    form.set('Search', ' Harbour Fresh ');
    form.set('Status', String(CompanyRecognitionStatus.recognised));
    form.set('ApplicationType', '');
    form.set('CompanyUen', 'T1234567X');
    const filter = filterFromForm(form);
    expect(filter).toEqual({
      Search: 'Harbour Fresh',
      Status: CompanyRecognitionStatus.recognised,
      CompanyUen: 'T1234567X',
    });
    expect(filterFrom(paramsOfHref(recognitionsHref(filter)))).toEqual(filter);
  });
});
