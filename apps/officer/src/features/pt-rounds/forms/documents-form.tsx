import { addPtDocumentsSchema, PT_DOCUMENT_KINDS, type PtDocumentKind } from '@fsmis/domain';
import { Radios } from '@fsmis/ui/components/radios';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { attachmentIdsOf, documentsField } from '@fsmis/ui/uploads/attachment-fields';
import { useUploadFormKit } from '@fsmis/ui/uploads/use-upload-form-kit';
import { z } from 'zod';
import { FilesField, OFFICER_FILES_MAX } from '../../../components/forms/files-field';
import { useAddPtDocuments } from '../api/post-pt-documents';

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

/** What the contract says of a list without a file. */
const NO_FILE = 'Attach a file';

const formSchema = z.object({
  kind: addPtDocumentsSchema.shape.kind,
  files: documentsField(OFFICER_FILES_MAX).refine((files) => files.length > 0, NO_FILE),
});

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
  const kit = useUploadFormKit({
    schema: formSchema,
    idPrefix: 'pt-documents',
    defaultValues: { kind: kinds[0] ?? 'participant-package', files: [] },
  });
  const upload = useAddPtDocuments(roundId);
  return (
    <FormFrame
      kit={kit}
      label="Add documents"
      className="pt-form"
      submitLabel="Upload the documents"
      pendingLabel="Uploading…"
      pending={upload.isPending}
      send={({ kind, files }) => upload.mutateAsync({ kind, files: attachmentIdsOf(files) })}
      onDone={(message) => {
        kit.form.reset({ kind: kit.form.getValues('kind'), files: [] });
        onDone(message);
      }}
    >
      <Radios
        legend="Kind of document"
        options={kinds.map((kind) => ({
          value: kind,
          label: PT_DOCUMENT_KIND_LABELS[kind],
          hint: KIND_HINTS[kind],
        }))}
        {...kit.fieldProps('kind')}
      />
      <FilesField kit={kit} name="files" label="Files" />
    </FormFrame>
  );
}
