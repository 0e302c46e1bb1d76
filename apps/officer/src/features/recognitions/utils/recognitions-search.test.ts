import { CompanyRecognitionStatus, Programme } from '@fsmis/domain';
import { describe, expect, it } from 'vitest';
import { filterFrom, filterFromForm, hasFilter, recognitionsHref } from './recognitions-search';

const paramsOf = (query: string) => new URLSearchParams(query);

describe('the recognitions list’s filters in its URL', () => {
  it('reads the status, the programme and the UEN under the API’s names', () => {
    expect(filterFrom(paramsOf('Status=3&ApplicationType=2&CompanyUen=%20201633333E%20'))).toEqual({
      Status: CompanyRecognitionStatus.suspended,
      ApplicationType: Programme.IBR,
      CompanyUen: '201633333E',
    });
  });

  it('leaves out what the URL cannot mean, so that the API is never sent it', () => {
    const filter = filterFrom(paramsOf('Status=99&ApplicationType=lrp&CompanyUen=%20%20'));
    expect(filter).toEqual({});
    expect(hasFilter(filter)).toBe(false);
  });

  it('reads a submitted form as the URL, and the URL it leads to reads back the same', () => {
    const form = new FormData();
    form.set('Status', String(CompanyRecognitionStatus.recognised));
    form.set('ApplicationType', '');
    form.set('CompanyUen', 'T1234567X');
    const filter = filterFromForm(form);
    expect(filter).toEqual({ Status: CompanyRecognitionStatus.recognised, CompanyUen: 'T1234567X' });
    const href = recognitionsHref(filter);
    expect(filterFrom(new URL(href, 'http://console.example').searchParams)).toEqual(filter);
  });
});
