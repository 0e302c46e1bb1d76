import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentTitleFor, pageKeyFor } from './route-handle';

const match = (handle: unknown): UIMatch => ({
  id: 'x',
  pathname: '/',
  params: {},
  loaderData: null,
  handle,
});

describe('documentTitleFor', () => {
  it('names the page after the deepest route with a title', () => {
    expect(documentTitleFor([match(undefined), match({ title: 'Profile' }), match({ title: 'Login' })])).toBe(
      'Login | FSMIS',
    );
    expect(documentTitleFor([match({ title: 'Login' }), match({})])).toBe('Login | FSMIS');
  });

  it('falls back to the default title when no route has one', () => {
    expect(documentTitleFor([match(undefined), match(null)])).toBe('FSMIS');
  });
});

describe('documentTitleFor with parameters', () => {
  const withParams = (handle: unknown, params: Record<string, string>): UIMatch => ({
    id: 'y',
    pathname: '/',
    params,
    loaderData: null,
    handle,
  });

  it('names the page from its parameters', () => {
    const handle = { title: (params: Record<string, string | undefined>) => `Form ${params.form}` };
    expect(documentTitleFor([withParams(handle, { form: 'new' })])).toBe('Form new | FSMIS');
  });

  it('names a page whose parameters cannot exist Page Not Found', () => {
    const handle = { title: 'Application', validParams: () => false };
    expect(documentTitleFor([withParams(handle, { id: 'x' })])).toBe('Page Not Found | FSMIS');
  });
});

describe('pageKeyFor', () => {
  const form = match({ title: 'Form', pageParams: ['id', 'section', 'step'] });
  const at = (search: string) =>
    pageKeyFor([match(undefined), form], { pathname: '/application/lrp/new', search });

  it('tells the pages of a route apart by the parameters it names them by', () => {
    expect(at('?id=1&section=scope')).not.toBe(at('?id=1&section=tests'));
    expect(at('?id=1&section=scope')).not.toBe(at('?id=1&step=check'));
    expect(at('?id=1')).not.toBe(at(''));
  });

  it('stays on the same page when any other parameter changes', () => {
    expect(at('?id=1&section=scope&sort=name')).toBe(at('?id=1&section=scope'));
    expect(pageKeyFor([match({ title: 'Dashboard' })], { pathname: '/dashboard', search: '?page=2' })).toBe(
      pageKeyFor([match({ title: 'Dashboard' })], { pathname: '/dashboard', search: '' }),
    );
  });
});
