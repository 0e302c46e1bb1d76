/**
 * How many sign-in links an overseas laboratory's address receives. The caps keep a stranger from
 * filling its mailbox, without letting the stranger lock the laboratory out: requests from one client
 * stop at a few links, and past a larger number from everywhere links only come more slowly, so a
 * link of the last few minutes is always in the mailbox.
 */

/** Links per address, client and hour; further requests of that client get the same answer and no e-mail. */
export const OVERSEAS_LINKS_PER_HOUR = 5;
/** Links per address and hour, from all clients together, before they slow down. */
export const OVERSEAS_LINKS_PER_HOUR_BEFORE_SLOWING = 20;
/** Once slowed, at most one link per address in this many minutes. */
export const OVERSEAS_SLOWED_LINK_MINUTES = 5;

/** The links an address received in the last hour. */
export interface LinksIssued {
  /** Asked for by the client asking now. */
  fromClient: number;
  fromAnywhere: number;
  /** Issued in the last OVERSEAS_SLOWED_LINK_MINUTES. */
  withinSlowedInterval: number;
}

export type LinkVerdict = 'send' | 'client-cap-reached' | 'slowed';

export function linkVerdict(issued: LinksIssued): LinkVerdict {
  if (issued.fromClient >= OVERSEAS_LINKS_PER_HOUR) return 'client-cap-reached';
  if (issued.fromAnywhere >= OVERSEAS_LINKS_PER_HOUR_BEFORE_SLOWING && issued.withinSlowedInterval > 0) {
    return 'slowed';
  }
  return 'send';
}
