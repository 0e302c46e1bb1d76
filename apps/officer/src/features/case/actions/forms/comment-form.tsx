import { newCommentSchema, type OfficerApplicationCase } from '@fsmis/domain';
import { Textarea } from '@fsmis/ui/components/textarea';
import type { PanelControls } from '../action-panel';
import { usePostComment } from '../api/post-comment';
import { ActionForm } from './action-form';
import { useActionForm } from './use-action-form';

const FIELDS = [{ path: 'body', id: 'case-comment-body' }] as const;

/** A comment on the application's thread, which the company sees too. */
export function CommentForm({
  application,
  controls,
}: {
  readonly application: OfficerApplicationCase;
  readonly controls: PanelControls;
}) {
  const kit = useActionForm({ schema: newCommentSchema, defaultValues: { body: '' }, fields: FIELDS });
  const send = usePostComment(application.id);
  return (
    <ActionForm
      kit={kit}
      labelledBy={controls.headingId}
      submitLabel="Add the comment"
      pending={send.isPending}
      send={(values) => send.mutateAsync(values)}
      onDone={controls.done}
      onCancel={controls.cancel}
    >
      <Textarea
        id="case-comment-body"
        label="Comment"
        hint="The company sees it with your name and the time you added it."
        rows={4}
        error={kit.errorFor('body')}
        {...kit.form.register('body')}
      />
    </ActionForm>
  );
}
