import {
  type AttachmentPurpose,
  AttachmentScanStatus,
  acceptAttributeForTypes,
  type CompanyFileType,
  type FileType,
  fileFieldHint,
  fileRuleFor,
  formatFileSize,
  type PurposeFileType,
} from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { Tag } from '@fsmis/ui/components/tag';
import { type ChangeEvent, type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Attachment } from './attachment';
import { useAttachmentUpload } from './use-attachment-upload';
import '@fsmis/ui/components/form-field.css';
import './file-upload.css';

/** The purposes whose files are of a company's types: the portal's fields. */
type CompanyPurpose = {
  [P in AttachmentPurpose]: PurposeFileType<P> extends CompanyFileType ? P : never;
}[AttachmentPurpose];

/**
 * What a field's files are for. A company's purpose writes the input's `accept` from the company's types;
 * another (an officer's, with Word and Excel) is given it (`acceptAttributeForAnyTypes`), so that the
 * portal's pages never carry the types only officers give.
 */
export type UploadPurpose =
  | { readonly purpose: CompanyPurpose; readonly accept?: never }
  | { readonly purpose: AttachmentPurpose; readonly accept: string };

export type FileUploadProps = UploadPurpose & {
  /** The id of the file input (error summaries link to it). */
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  /** Narrower than the purpose allows, e.g. only PDF for a certificate (said in the hint, checked at upload). */
  readonly fileTypes?: readonly FileType[];
  /** The largest file the field accepts, in MB, when smaller than the purpose's (said in the hint). */
  readonly maxMb?: number;
  readonly entityId?: string | null;
  readonly value: Attachment | null;
  readonly onChange: (attachment: Attachment | null) => void;
  /** The form's own message for the field (e.g. required), shown once the field has been touched. */
  readonly error?: string | undefined;
  /** What to show of a file that has passed its virus scan, e.g. the image itself. */
  readonly preview?: (attachment: Attachment) => ReactNode;
  /**
   * Told each time the field's own problem (a refused or infected file; null once it has none) or the
   * file it is sending (its name; null once none is on its way) changes.
   */
  readonly onProblem?: (problem: string | null, uploading: string | null) => void;
  /**
   * Ids of what names the control in place of its label alone (its label's id is then `${id}-label`),
   * and of what describes it before its own hint: for the first of several files, their legend with its
   * label, and their hint (`DocumentUploads`' `legendNamesFirstFile`).
   */
  readonly labelledBy?: string | undefined;
  readonly describedBy?: string | undefined;
  /** The files uploaded in the field this control is one of (`useAttachmentUpload`'s `uploadedHere`). */
  readonly uploadedHere?: Set<string>;
};

/**
 * The portal's one control for uploading a file: a real file input (keyboard and screen-reader
 * friendly) inside a drop zone, the field's rule (types and size) in its hint before any file is chosen,
 * a progress bar while the file is sent, the virus scan followed until it settles, and a way to replace
 * or remove the file, or to try again when trying again may pass.
 */
export function FileUpload({
  id,
  label,
  hint,
  purpose,
  accept,
  fileTypes,
  maxMb,
  entityId,
  value,
  onChange,
  error,
  preview,
  onProblem,
  labelledBy,
  describedBy,
  uploadedHere,
}: FileUploadProps) {
  const rule = fileRuleFor(purpose, { fileTypes, maxMb });
  const { transfer, problem, checking, canRetry, upload, remove, retry } = useAttachmentUpload({
    purpose,
    fileTypes,
    maxMb,
    entityId,
    value,
    onChange,
    uploadedHere,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // The field's own problem: the upload refused, or the file it holds unusable (infected, say).
  const ownProblem = transfer.kind === 'failed' ? transfer.message : problem;
  const latestOnProblem = useRef(onProblem);
  latestOnProblem.current = onProblem;
  const uploadingName = transfer.kind === 'uploading' ? transfer.fileName : null;
  useEffect(() => latestOnProblem.current?.(ownProblem, uploadingName), [ownProblem, uploadingName]);
  const [dragging, setDragging] = useState(false);
  const ownId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const progressId = `${ownId}-progress`;

  const shownError = ownProblem ?? error;
  const descriptionIds = [describedBy, hintId, shownError ? errorId : null].filter(Boolean).join(' ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a failure) is a change too.
    event.target.value = '';
    if (file) void upload(file);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  const removeFile = () => {
    remove();
    inputRef.current?.focus();
  };

  const hasFile = value !== null || transfer.kind !== 'idle';
  const announcement = announcementFor(transfer, value, checking, problem);

  return (
    <div className={shownError ? 'form-field form-field--error file-upload' : 'form-field file-upload'}>
      <label className="form-field__label" htmlFor={id} id={labelledBy && `${id}-label`}>
        {label}
      </label>
      <div className="form-field__hint" id={hintId}>
        {fileFieldHint(rule, hint)}
      </div>
      {shownError ? (
        <p className="form-field__error" id={errorId}>
          <span className="visually-hidden">Error:</span> {shownError}
        </p>
      ) : null}

      {/* Drag and drop is an extra for pointer users; the input below does everything without it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds dropping; the file input inside it is the control */}
      <div
        className={dragging ? 'file-upload__dropzone file-upload__dropzone--active' : 'file-upload__dropzone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          ref={inputRef}
          className="file-upload__input"
          id={id}
          type="file"
          // Without `accept` the purpose is a company's (`UploadPurpose`): its types are a company's.
          accept={accept ?? acceptAttributeForTypes(rule.fileTypes as readonly CompanyFileType[])}
          aria-labelledby={labelledBy}
          aria-describedby={descriptionIds}
          aria-invalid={shownError ? true : undefined}
          onChange={choose}
        />
        <label className="file-upload__choose" htmlFor={id} aria-hidden="true">
          {hasFile ? 'Choose a different file' : 'Choose file'}
        </label>
        <span className="file-upload__instruction" aria-hidden="true">
          or drop the file here
        </span>
      </div>

      {transfer.kind === 'uploading' ? (
        <div className="file-upload__progress">
          <label htmlFor={progressId}>
            Uploading <span className="file-upload__name">{transfer.fileName}</span>
          </label>
          <progress id={progressId} max={100} value={transfer.percent}>
            {transfer.percent}%
          </progress>
          <span aria-hidden="true">{transfer.percent}%</span>
        </div>
      ) : null}

      {transfer.kind === 'failed' ? (
        <div className="file-upload__file">
          <FileFacts name={transfer.fileName} size={transfer.fileSize}>
            <Tag colour="red">Not uploaded</Tag>
          </FileFacts>
          <div className="file-upload__actions">
            {canRetry ? (
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            ) : null}
            <Button variant="link" onClick={removeFile}>
              Cancel<span className="visually-hidden"> uploading {transfer.fileName}</span>
            </Button>
          </div>
        </div>
      ) : null}

      {value !== null && transfer.kind !== 'uploading' && transfer.kind !== 'failed' ? (
        <div className="file-upload__file">
          <FileFacts name={value.displayFileName} size={value.fileSize}>
            {problem ? (
              <Tag colour="red">Cannot be used</Tag>
            ) : checking ? (
              <span className="file-upload__checking">
                <span className="file-upload__spinner" aria-hidden="true" />
                Checking for viruses…
              </span>
            ) : (
              <Tag colour="green">Ready</Tag>
            )}
          </FileFacts>
          {value.attachmentStatus === AttachmentScanStatus.scanned && preview ? (
            <div className="file-upload__preview">{preview(value)}</div>
          ) : null}
          <div className="file-upload__actions">
            {problem && canRetry ? (
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            ) : null}
            <Button variant="link" onClick={removeFile}>
              Remove<span className="visually-hidden"> {value.displayFileName}</span>
            </Button>
          </div>
        </div>
      ) : null}

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function FileFacts({
  name,
  size,
  children,
}: {
  readonly name: string;
  readonly size: number;
  readonly children: ReactNode;
}) {
  const shownSize = formatFileSize(size);
  return (
    <div className="file-upload__facts">
      <span className="file-upload__name">{name}</span>
      {shownSize ? <span className="file-upload__size">{shownSize}</span> : null}
      <span className="file-upload__status">{children}</span>
    </div>
  );
}

/** What a screen reader hears as the upload moves on (the progress bar speaks for itself). */
function announcementFor(
  transfer: ReturnType<typeof useAttachmentUpload>['transfer'],
  value: Attachment | null,
  checking: boolean,
  problem: string | null,
): string {
  if (transfer.kind === 'uploading') return `Uploading ${transfer.fileName}`;
  if (transfer.kind === 'failed') return `${transfer.fileName} was not uploaded. ${transfer.message}`;
  if (value === null) return '';
  if (problem) return `${value.displayFileName} cannot be used. ${problem}`;
  if (checking) return `${value.displayFileName} uploaded. Checking for viruses…`;
  return `${value.displayFileName} is ready`;
}
