import { newCommentSchema } from '@fsmis/domain';
import { Textarea } from '@fsmis/ui/components/textarea';
import { FormFrame } from '@fsmis/ui/forms/form-frame';
import { useFormKit } from '@fsmis/ui/lib/use-form-kit';
import { type ActionFormProps, inPanel } from '../action-panel';
import { usePostComment } from '../api/post-comment';

/** A comment on the application's thread, which the company sees too. */
export function CommentForm({ application, controls }: ActionFormProps) {
  const kit = useFormKit({ schema: newCommentSchema, idPrefix: 'case-comment', defaultValues: { body: '' } });
  const send = usePostComment(application.id);
  return (
    <FormFrame
      kit={kit}
      {...inPanel(controls)}
      submitLabel="Add the comment"
      pending={send.isPending}
      send={send.mutateAsync}
    >
      <Textarea
        label="Comment"
        hint="The company sees it with your name and the time you added it."
        rows={4}
        {...kit.fieldProps('body')}
      />
    </FormFrame>
  );
}
