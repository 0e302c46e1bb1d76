import { describe, expect, it } from 'vitest';
import { officerFileOf } from './file-content';

describe('officerFileOf', () => {
  it('sends the name and the exact bytes in base64, for files larger than one slice', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7) % 256);
    const file = new File([bytes], 'report.pdf', { type: 'application/pdf' });
    const sent = await officerFileOf(file);
    expect(sent.fileName).toBe('report.pdf');
    expect(Uint8Array.from(atob(sent.contentBase64), (char) => char.charCodeAt(0))).toEqual(bytes);
  });
});
