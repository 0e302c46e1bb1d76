import type { ScheduleState } from '@fsmis/domain';
import { Tag, type TagColour } from '@fsmis/ui/components/tag';

const WORDS: Readonly<Record<'maintenance' | 'banner', Readonly<Record<ScheduleState, string>>>> = {
  maintenance: { scheduled: 'Scheduled', current: 'On now', past: 'Ended', cancelled: 'Cancelled' },
  banner: { scheduled: 'Scheduled', current: 'Showing now', past: 'Ended', cancelled: 'Cancelled' },
};

const COLOURS: Readonly<Record<'maintenance' | 'banner', Readonly<Record<ScheduleState, TagColour>>>> = {
  maintenance: { scheduled: 'blue', current: 'red', past: 'grey', cancelled: 'grey' },
  banner: { scheduled: 'blue', current: 'green', past: 'grey', cancelled: 'grey' },
};

/** Where a maintenance window or a banner stands now, in words as well as colour. */
export function ScheduleStateTag({
  state,
  kind,
}: {
  readonly state: ScheduleState;
  readonly kind: 'maintenance' | 'banner';
}) {
  return <Tag colour={COLOURS[kind][state]}>{WORDS[kind][state]}</Tag>;
}
