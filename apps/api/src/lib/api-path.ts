/**
 * Whether a request's URL (its path, with or without the query string) is the API's: `/api` or under
 * `/api/`. The security headers, the maintenance gate and the not-found handler all ask it.
 */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}
