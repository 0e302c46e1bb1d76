import { addPtDocumentsSchema, PT_DOCUMENT_KINDS, type PtDocumentKind } from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { officerFileOf } from '../../../lib/file-content';
import { useAddPtDocuments } from '../api/post-pt-documents';
import { FilesField } from './files-field';
import { PtForm } from './pt-form';
import { usePtForm } from './use-pt-form';

export const PT_DOCUMENT_KIND_LABELS: Readonly<Record<PtDocumentKind, string>> = {
  general: 'General information',
  'participant-package': 'Participant package',
  report: 'Report',
};

const KIND_HINTS: Readonly<Record<PtDocumentKind, string>> = {
  general: 'The protocol and what laboratories read before they register; only until registration closes.',
  'participant-package': 'Instructions, the result sheet and safety data, for the laboratories taking part.',
  report: 'The round’s report documents, which participants read with their own report once it is published.',
};

/** Stands in for a file's bytes while the domain's rule checks the names and the count of the files. */
const UNREAD = 'AA==';

/** The chosen files, checked by the domain's own rule; their bytes are read only when they are sent. */
const chosenFiles = z
  .custom<File[]>((value) => Array.isArray(value) && value.every((file) => file instanceof File))
  .superRefine((files, context) => {
    const stand = files.map((file) => ({ fileName: file.name, contentBase64: UNREAD }));
    const checked = addPtDocumentsSchema.shape.files.safeParse(stand);
    for (const issue of checked.error?.issues ?? [])
      context.addIssue({ code: 'custom', message: issue.message });
    for (const file of files) {
      if (file.size === 0) {
        context.addIssue({ code: 'custom', message: `${file.name} is empty: choose another file` });
      }
    }
  });

const formSchema = z.object({ kind: addPtDocumentsSchema.shape.kind, files: chosenFiles });

const FIELDS = [
  { path: 'kind', id: 'pt-documents-kind' },
  // The API names a file it refuses (wrong type, too large) as `file`.
  { path: 'files', id: 'pt-documents-files', apiPath: 'file' },
] as const;

/** Documents of one kind for the round's laboratories, checked for viruses before anyone downloads them. */
export function DocumentsForm({
  roundId,
  generalAllowed,
  onDone,
}: {
  readonly roundId: string;
  /** General documents belong to the round's details, which change only until registration closes. */
  readonly generalAllowed: boolean;
  readonly onDone: (message: string) => void;
}) {
  const kinds = PT_DOCUMENT_KINDS.filter((kind) => generalAllowed || kind !== 'general');
  const kit = usePtForm({
    schema: formSchema,
    defaultValues: { kind: kinds[0] ?? 'participant-package', files: [] },
    fields: FIELDS,
  });
  const upload = useAddPtDocuments(roundId);
  return (
    <PtForm
      kit={kit}
      label="Add documents"
      submitLabel="Upload the documents"
      pendingLabel="Uploading…"
      pending={upload.isPending}
      send={async ({ kind, files }) =>
        upload.mutateAsync({ kind, files: await Promise.all(files.map(officerFileOf)) })
      }
      onDone={(message) => {
        kit.form.reset({ kind: kit.form.getValues('kind'), files: [] });
        onDone(message);
      }}
    >
      <Radios
        id={FIELDS[0].id}
        legend="Kind of document"
        error={kit.errorFor('kind')}
        options={kinds.map((kind) => ({
          value: kind,
          label: PT_DOCUMENT_KIND_LABELS[kind],
          hint: KIND_HINTS[kind],
        }))}
        {...kit.form.register('kind')}
      />
      <Controller
        control={kit.form.control}
        name="files"
        render={({ field }) => (
          <FilesField
            id={FIELDS[1].id}
            label="Files"
            hint="Up to 10 files at a time: PDF, JPG, PNG, Word or Excel documents."
            files={field.value}
            error={kit.errorFor('files')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </PtForm>
  );
}
