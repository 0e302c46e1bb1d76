import { INFECTED_FILE_MESSAGE } from './attachment.js';
import {
  ATTACHMENT_PURPOSES,
  type AttachmentPurpose,
  describeFileTypes,
  type FileType,
  fileTypesInWords,
  type PurposeFileType,
} from './file-types.js';

/**
 * What one file field accepts: its types and its largest size. The field's hint says it before any
 * file is chosen, the upload checks it, and a refusal names it in the same words.
 */
export interface FileRule<T extends FileType = FileType> {
  readonly fileTypes: readonly T[];
  readonly maxMb: number;
}

/** A field's own narrowing of its purpose's rule (an application question that takes only a PDF). */
export interface FileRuleNarrowing {
  readonly fileTypes?: readonly FileType[] | undefined;
  readonly maxMb?: number | undefined;
}

export const BYTES_PER_MB = 1024 * 1024;

/** What an officer may give a case: PDF, JPG, PNG, Word and Excel documents (the deployment's size). */
export const OFFICER_FILE_RULE: FileRule = ATTACHMENT_PURPOSES['officer-document'];

export const FILE_RULE_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: (maxMb: number) => `The file must be ${maxMb} MB or smaller`,
  wrongType: (fileTypes: readonly FileType[]) => `The file must be ${describeFileTypes(fileTypes)}`,
  infected: INFECTED_FILE_MESSAGE,
} as const;

/**
 * The rule of a field for `purpose`: the purpose's types and size, narrowed by the field (never widened:
 * a type the purpose does not take stays refused, a larger size stays the purpose's).
 */
export function fileRuleFor<P extends AttachmentPurpose>(
  purpose: P,
  narrowing: FileRuleNarrowing = {},
): FileRule<PurposeFileType<P>> {
  const base: FileRule<PurposeFileType<P>> = ATTACHMENT_PURPOSES[purpose];
  const wanted = narrowing.fileTypes;
  const fileTypes = wanted ? base.fileTypes.filter((type) => wanted.includes(type)) : base.fileTypes;
  const maxMb = Math.min(base.maxMb, narrowing.maxMb ?? base.maxMb);
  return { fileTypes, maxMb };
}

/** The field's hint: "PDF only, up to 10 MB", "JPG or PNG, up to 10 MB". */
export function fileRuleHint(rule: FileRule): string {
  const types =
    rule.fileTypes.length === 1
      ? `${fileTypesInWords(rule.fileTypes)} only`
      : fileTypesInWords(rule.fileTypes);
  return `${types}, up to ${rule.maxMb} MB`;
}

/**
 * The whole hint of a file field: its own words, if any, then its rule ("The certificate your
 * accreditation body issued. PDF only, up to 10 MB."). The portal's upload field and the console's
 * preview of a template's file question say it alike.
 */
export function fileFieldHint(rule: FileRule, hint?: string): string {
  const own = hint?.trim() ?? '';
  // A template's hint may end without a full stop: the rule is a sentence of its own all the same.
  const sentence = own === '' ? '' : /[.!?]$/.test(own) ? `${own} ` : `${own}. `;
  return `${sentence}${fileRuleHint(rule)}.`;
}

/** Why a file of `size` bytes cannot be given to the field, judged before its bytes are read; or null. */
export function fileSizeRefusal(rule: FileRule, size: number): string | null {
  if (size === 0) return FILE_RULE_MESSAGES.empty;
  return size > rule.maxMb * BYTES_PER_MB ? FILE_RULE_MESSAGES.tooLarge(rule.maxMb) : null;
}

/** Why a file of the type its bytes show (null: none the portal knows) cannot be given to the field; or null. */
export function fileTypeRefusal(rule: FileRule, type: FileType | null): string | null {
  return type !== null && rule.fileTypes.includes(type) ? null : FILE_RULE_MESSAGES.wrongType(rule.fileTypes);
}
