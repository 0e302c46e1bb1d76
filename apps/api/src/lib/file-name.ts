import { FILE_TYPES, neutraliseBidiControls } from '@fsmis/domain';

/** The extensions a file of each type the portal stores may be saved under; the first one is given otherwise. */
const EXTENSIONS_OF_CONTENT_TYPE: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(FILE_TYPES).map(({ contentType, extensions }) => [contentType, extensions]),
);

function isControlCharacter(codePoint: number): boolean {
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
}

/**
 * The name without C0 and C1 control characters, DEL (CR and LF among them) and the bidirectional
 * controls of the domain's rule, which would show `report\u202Efdp.exe` as "reportexe.pdf".
 */
export function withoutControlCharacters(name: string): string {
  let kept = '';
  for (const character of neutraliseBidiControls(name)) {
    if (!isControlCharacter(character.codePointAt(0) ?? 0)) kept += character;
  }
  return kept;
}

const EXTENSION = /\.[a-z0-9]{1,10}$/i;
const NAME_OF_A_NAMELESS_FILE = 'file';

/**
 * The name a file is saved under: no control characters, and the extension of what the file is, not of
 * what its name claims (a PDF named `setup.exe` is saved as `setup.pdf`, one named `page.html` as
 * `page.pdf`). A type the portal does not know keeps its name's extension.
 */
export function downloadFileName(name: string, contentType: string): string {
  const clean = withoutControlCharacters(name).trim() || NAME_OF_A_NAMELESS_FILE;
  const extensions = EXTENSIONS_OF_CONTENT_TYPE.get(contentType) ?? [];
  const [usual] = extensions;
  if (usual === undefined) return clean;
  const extension = EXTENSION.exec(clean)?.[0];
  if (extension && extensions.includes(extension.toLowerCase())) return clean;
  const stem = extension ? clean.slice(0, -extension.length).trimEnd() : clean;
  return `${stem || NAME_OF_A_NAMELESS_FILE}${usual}`;
}
