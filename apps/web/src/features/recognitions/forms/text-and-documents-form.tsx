import { Button } from '@fsmis/ui/components/button';
import { ConfirmDialog } from '@fsmis/ui/components/confirm-dialog';
import { Textarea } from '@fsmis/ui/components/textarea';
import { attachmentIdsOf, documentsField } from '@fsmis/ui/uploads/attachment-fields';
import { DocumentUploads } from '@fsmis/ui/uploads/document-uploads';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { DraftStatus, FormNotices } from '../../../components/form-kit/form-notices';
import { useDraftForm } from '../../../components/form-kit/use-draft-form';
import { useOfferedDraft } from '../../../lib/offered-draft';

/** How many files go with one answer (the contracts' `attachmentIds(10, …)`). */
export const DOCUMENTS_MAX = 10;

/** A domain text rule: required visible text, trimmed, with its limit last (`limitedVisibleText`). */
type TextRule = z.ZodPipe<z.ZodType<string, string>, z.ZodString>;

/** What is sent: the text under the contract's own name, and the files' ids. */
export type TextAndDocuments = { readonly text: string; readonly attachmentIds: string[] };

export type TextAndDocumentsFormProps = {
  /** Where the unsaved text is kept between visits. */
  readonly formKey: string;
  /** Prefix of the fields' ids, unique on the page. */
  readonly idPrefix: string;
  readonly heading: string;
  readonly headingLevel: 2 | 3 | 4;
  readonly intro?: ReactNode;
  /** The contract's rule for the text (its limit becomes the character count). */
  readonly textRule: TextRule;
  /** The text's name in the contract (and in the API's 400): `statement`, `response`. */
  readonly textApiPath: string;
  readonly textLabel: string;
  readonly textHint?: string;
  readonly documentsLegend: string;
  readonly documentsHint?: string;
  /** The recognition the files are given for. */
  readonly entityId: string;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly pending: boolean;
  /** Sends the step; rejects with the API's refusal. */
  readonly send: (answer: TextAndDocuments) => Promise<unknown>;
  /** The unsaved-changes panel: what its save button says, and why the logout waits. */
  readonly unsaved: { readonly saveLabel: string; readonly message: string };
  readonly restoredMessage: string;
  readonly keptMessage: string;
  /**
   * A step that can be taken only once (an appeal) is confirmed first: what the dialog asks, what it
   * says, and its confirming button's words. Without it, a valid answer is sent at once.
   */
  readonly confirm?: { readonly title: string; readonly body: ReactNode; readonly confirmLabel: string };
};

type Values = { text: string; documents: z.input<ReturnType<typeof documentsField>> };

const EMPTY: Values = { text: '', documents: [] };

const idsOf = (prefix: string) => ({
  text: `${prefix}-text`,
  documents: `${prefix}-documents`,
  heading: `${prefix}-heading`,
});

/**
 * A step the company takes in words and files (an appeal, details asked for): the text checked with the
 * contract's own rule, the documents with their virus scans, the unsaved text kept as a draft and held up
 * against a logout, and the API's refusal shown on the fields it names.
 */
export function TextAndDocumentsForm(props: TextAndDocumentsFormProps) {
  const { formKey, idPrefix, textRule, textApiPath } = props;
  const ids = idsOf(idPrefix);
  const schema = useMemo(
    () => z.object({ text: textRule, documents: documentsField(DOCUMENTS_MAX) }),
    [textRule],
  );
  const fields = useMemo(() => {
    const { text, documents } = idsOf(idPrefix);
    return [
      { name: 'text', id: text, apiPath: textApiPath },
      { name: 'documents', id: documents, apiPath: 'attachmentIds' },
    ];
  }, [idPrefix, textApiPath]);
  const { draft, localCopy } = useOfferedDraft<Values>(formKey);
  const kit = useDraftForm({
    formKey,
    schema,
    initialValues: EMPTY,
    draft,
    localCopy,
    fields,
  });
  const { control, register, handleSubmit, formState } = kit.form;
  const max = textRule.out.maxLength ?? undefined;
  const Heading = `h${props.headingLevel}` as const;

  // The valid answer waiting for the company's confirmation, and what follows it (a logout).
  const [confirming, setConfirming] = useState<{
    readonly answer: TextAndDocuments;
    readonly then?: () => void;
  } | null>(null);

  const send = (answer: TextAndDocuments, then?: () => void) => {
    kit.clearProblems();
    props.send(answer).then(
      async () => {
        setConfirming(null);
        await kit.finishSaved(EMPTY);
        then?.();
      },
      (failure: unknown) => {
        setConfirming(null);
        kit.reportRefusal(failure);
      },
    );
  };

  const submit = (then?: () => void) =>
    handleSubmit(
      (valid) => {
        const answer = { text: valid.text, attachmentIds: attachmentIdsOf(valid.documents) };
        if (props.confirm) setConfirming(then ? { answer, then } : { answer });
        else send(answer, then);
      },
      (invalid) => kit.reportInvalid(invalid),
    );

  return (
    <>
      <FormNotices
        kit={kit}
        dirty={formState.isDirty}
        unsaved={{
          saveLabel: props.unsaved.saveLabel,
          saving: props.pending,
          saveThen: (after) => void submit(after)(),
          message: <p>{props.unsaved.message}</p>,
        }}
        restored={<p>{props.restoredMessage}</p>}
      />
      <form noValidate onSubmit={submit()} aria-labelledby={ids.heading} className="recognition-form">
        <Heading id={ids.heading} className="recognition-form__heading">
          {props.heading}
        </Heading>
        {props.intro}
        <Textarea
          id={ids.text}
          label={props.textLabel}
          {...(props.textHint ? { hint: props.textHint } : {})}
          rows={8}
          {...(max ? { characterCount: { max, count: String(kit.values.text ?? '').length } } : {})}
          error={kit.errorFor('text')}
          {...register('text')}
        />
        <Controller
          control={control}
          name="documents"
          render={({ field }) => (
            <DocumentUploads
              id={ids.documents}
              legend={props.documentsLegend}
              hint={props.documentsHint ?? `You can attach up to ${DOCUMENTS_MAX} files.`}
              purpose="document"
              entityId={props.entityId}
              max={DOCUMENTS_MAX}
              value={field.value ?? []}
              onChange={(documents) => {
                field.onChange(documents);
                field.onBlur();
              }}
              error={kit.errorFor('documents')}
            />
          )}
        />
        <div className="button-group">
          <Button type="submit" pending={props.pending}>
            {props.pending ? props.pendingLabel : props.submitLabel}
          </Button>
          <DraftStatus
            className="recognition-form__draft-status"
            status={kit.autosave.status}
            unsaved={formState.isDirty}
            keptMessage={props.keptMessage}
            failedMessage={`We could not keep a copy of what you typed. ${props.submitLabel} now.`}
          />
        </div>
      </form>
      {props.confirm ? (
        <ConfirmDialog
          open={confirming !== null}
          title={props.confirm.title}
          confirmLabel={props.pending ? props.pendingLabel : props.confirm.confirmLabel}
          pending={props.pending}
          onConfirm={() => confirming && send(confirming.answer, confirming.then)}
          onCancel={() => setConfirming(null)}
        >
          {props.confirm.body}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
