import { formatDate } from '@fsmis/domain';

/** An instant as officers read it: "01/12/2026 02:00", Singapore time. */
export const whenOf = (instant: string) => formatDate(instant, 'dd/MM/yyyy HH:mm');
