import { FieldNotes, fieldDescriptionIds } from '@fsmis/ui/components/form-field';
import { useEffect, useRef, useState } from 'react';
import type { Attachment } from './attachment';
import { FileUpload, type UploadPurpose } from './file-upload';
import './document-uploads.css';

export type DocumentUploadsProps = UploadPurpose & {
  /** The id of the first file input; the error summary links to it. */
  readonly id: string;
  readonly legend: string;
  readonly hint?: string;
  /** What the files are given for (an application, a recognition), told to the upload; an officer's have none. */
  readonly entityId?: string;
  readonly value: readonly Attachment[];
  readonly onChange: (attachments: Attachment[]) => void;
  readonly max: number;
  readonly error?: string | undefined;
  /**
   * The legend and hint name and describe the first file's control too, before its own label: the
   * console names each field by its label, and its error summary's link lands on that control.
   */
  readonly legendNamesFirstFile?: boolean;
  /** Told the first of the files' own problems, and the first file on its way (as `FileUpload` tells them). */
  readonly onProblem?: (problem: string | null, uploading: string | null) => void;
};

/**
 * Several files for one answer: the portal's upload control once per file, plus one more for the next
 * file until the limit. Each control follows its own file's virus scan; a file uploaded in the list and
 * then removed or replaced is deleted, one the list started with belongs to what was saved and stays.
 */
export function DocumentUploads({
  id,
  legend,
  hint,
  entityId,
  value,
  onChange,
  max,
  error,
  legendNamesFirstFile = false,
  onProblem,
  ...upload
}: DocumentUploadsProps) {
  const groupId = `${id}-group`;
  const legendId = `${groupId}-legend`;
  const { hintId, errorId, describedBy } = fieldDescriptionIds(groupId, { hint, error });
  const slots: (Attachment | null)[] = value.length < max ? [...value, null] : [...value];
  // A new key once a file arrives: the next empty control starts afresh.
  const keyOf = (attachment: Attachment | null) => attachment?.attachmentId ?? `next-${value.length}`;
  const keys = slots.map(keyOf);
  const reporterFor = useSlotReports(keys, onProblem);
  // Each file arrives in the list's next control and is then drawn by a control of its own: the list
  // remembers what was uploaded in it, so that removing such a file deletes its upload.
  const uploadedHere = useRef(new Set<string>());
  const change = (index: number, attachment: Attachment | null) =>
    onChange(
      attachment
        ? value.length === index
          ? [...value, attachment]
          : value.map((each, at) => (at === index ? attachment : each))
        : value.filter((_, at) => at !== index),
    );
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <fieldset className="document-uploads" aria-describedby={describedBy}>
        <legend className="document-uploads__legend" id={legendNamesFirstFile ? legendId : undefined}>
          {legend}
        </legend>
        <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
        {slots.map((attachment, index) => (
          <FileUpload
            key={keyOf(attachment)}
            id={index === 0 ? id : `${id}-${index + 1}`}
            label={attachment ? `File ${index + 1}` : value.length === 0 ? 'Add a file' : 'Add another file'}
            {...upload}
            entityId={entityId}
            value={attachment}
            onChange={(next) => change(index, next)}
            uploadedHere={uploadedHere.current}
            onProblem={onProblem && reporterFor(keyOf(attachment))}
            {...(legendNamesFirstFile && index === 0
              ? { labelledBy: `${legendId} ${id}-label`, describedBy: hintId }
              : {})}
          />
        ))}
      </fieldset>
    </div>
  );
}

type SlotReport = { readonly problem: string | null; readonly uploading: string | null };

/**
 * What each control of the list reports (its own problem, the file it is sending), told on as the first
 * of each among the controls shown, in their order: a control gone with its file no longer counts.
 */
function useSlotReports(
  keys: readonly string[],
  onReport?: (problem: string | null, uploading: string | null) => void,
) {
  const [reports, setReports] = useState<Readonly<Record<string, SlotReport>>>({});
  const shown = keys.flatMap((key) => reports[key] ?? []);
  const problem = shown.find((report) => report.problem !== null)?.problem ?? null;
  const uploading = shown.find((report) => report.uploading !== null)?.uploading ?? null;
  const latestOnReport = useRef(onReport);
  latestOnReport.current = onReport;
  useEffect(() => latestOnReport.current?.(problem, uploading), [problem, uploading]);
  // A key may come back (the list emptied again): what its control said is forgotten once it goes.
  const present = keys.join(' ');
  useEffect(() => {
    const kept = new Set(present.split(' '));
    setReports((previous) =>
      Object.keys(previous).every((key) => kept.has(key))
        ? previous
        : Object.fromEntries(Object.entries(previous).filter(([key]) => kept.has(key))),
    );
  }, [present]);
  return (key: string) => (problem: string | null, uploading: string | null) =>
    setReports((previous) => ({ ...previous, [key]: { problem, uploading } }));
}
