export type ScanVerdict = 'clean' | 'infected' | 'passwordProtected';

/** Looks at a file's bytes; throws when it cannot tell (the scan is then retried). */
export interface Scanner {
  scan(bytes: Uint8Array): Promise<ScanVerdict>;
}
