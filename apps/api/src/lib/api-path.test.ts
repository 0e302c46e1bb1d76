import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path.js';

describe('isApiPath', () => {
  it('is the API, with or without a query string', () => {
    for (const url of ['/api', '/api/', '/api/health', '/api?x=1', '/api/applications?Page=2'])
      expect(isApiPath(url), url).toBe(true);
  });

  it('is not a page or a file whose name merely starts the same', () => {
    for (const url of ['/', '/apis', '/api-docs', '/apiary/x', '/dashboard?api=1', '/assets/api.js'])
      expect(isApiPath(url), url).toBe(false);
  });
});
