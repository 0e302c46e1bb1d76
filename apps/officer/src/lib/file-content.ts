import type { OfficerFile } from '@fsmis/domain';

/** A chosen file as the officer API takes it: its name and its bytes in base64 (no line breaks). */
export async function officerFileOf(file: File): Promise<OfficerFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { fileName: file.name, contentBase64: btoa(binary) };
}
