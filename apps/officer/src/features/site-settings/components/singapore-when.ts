import { formatMoment } from '@fsmis/domain';

/** An instant as officers read it: "01 Dec 2026 02:00:00", Singapore time. */
export const whenOf = (instant: string) => formatMoment(instant);
