// negotiator 1.x, for the one call the compression plugin makes (DefinitelyTyped describes 0.6, which
// has no way to break a tie between encodings the client accepts equally).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` that the request accepts; on a tie, the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
