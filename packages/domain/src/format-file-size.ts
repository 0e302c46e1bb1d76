/** Bytes in a kilobyte: binary units, as operating systems show file sizes. */
export const BYTES_PER_KILOBYTE = 1024;
export const BYTES_PER_MEGABYTE = BYTES_PER_KILOBYTE * BYTES_PER_KILOBYTE;

/**
 * A size of 7 digits or more (at least 1,000,000 bytes, "about 1 MB") is shown in MB
 * (docs/requirements.md §5, §9).
 */
export const MEGABYTE_DISPLAY_THRESHOLD_BYTES = 1_000_000;

/** "976.56 KB", "1.50 MB"; '' for zero, a negative size or anything that is not a finite number. */
export function formatFileSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return '';
  return bytes < MEGABYTE_DISPLAY_THRESHOLD_BYTES
    ? `${(bytes / BYTES_PER_KILOBYTE).toFixed(2)} KB`
    : `${(bytes / BYTES_PER_MEGABYTE).toFixed(2)} MB`;
}
