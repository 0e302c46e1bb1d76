import { APPLICATION_TRANSITIONS, ApplicationStatus, isEnded, type Transition } from '@fsmis/domain';

const S = ApplicationStatus;

/** A move of the transition table, made at a moment of the application's history. */
export interface JourneyMove extends Transition {
  readonly at: Date;
}

/** One spell of an application in a status: when it came, how and when it left (null: it is still there). */
export interface Stay {
  readonly status: ApplicationStatus;
  readonly from: Date;
  /** When it left, or the application's last activity for the status it is in now. */
  readonly until: Date;
  readonly enteredBy: JourneyMove | null;
  readonly leftBy: JourneyMove | null;
}

export interface Journey {
  readonly moves: readonly JourneyMove[];
  /** Every status the application has been in since submission, in order (a status twice if it came back). */
  readonly stays: readonly Stay[];
}

/**
 * The history a status implies after submission: the natural way from Application Review through the
 * waypoints `via` to `status`, its moves spread evenly from submission to the last activity. With
 * `steps`, the last move comes one spread before the last activity, leaving the current status time for
 * work within it (documents prepared, a response, comments).
 */
export function journeyTo(
  status: ApplicationStatus,
  options: {
    via?: readonly ApplicationStatus[];
    submittedAt: Date;
    lastActivity: Date;
    steps?: boolean;
  },
): Journey {
  const { submittedAt } = options;
  const last = new Date(Math.max(options.lastActivity.getTime(), submittedAt.getTime()));
  const path = naturalPath(status, options.via ?? []);
  const slots = path.length + (options.steps ? 1 : 0);
  const moves = path.map((move, index) => ({ ...move, at: between(submittedAt, last, (index + 1) / slots) }));
  const stays: Stay[] = [];
  let enteredBy: JourneyMove | null = null;
  let from = submittedAt;
  let at: ApplicationStatus = S.applicationReview;
  for (const move of moves) {
    stays.push({ status: at, from, until: move.at, enteredBy, leftBy: move });
    enteredBy = move;
    from = move.at;
    at = move.to;
  }
  stays.push({ status: at, from, until: last, enteredBy, leftBy: null });
  return { moves, stays };
}

/** The way from Application Review to `status` through each waypoint in turn, shortest leg by leg. */
export function naturalPath(
  status: ApplicationStatus,
  via: readonly ApplicationStatus[],
): readonly Transition[] {
  let at: ApplicationStatus = S.applicationReview;
  const path: Transition[] = [];
  for (const stop of [...via, status]) {
    path.push(...shortestPath(at, stop));
    at = stop;
  }
  return path;
}

/**
 * An ended status is only ever a destination: every open status may be voided or withdrawn, and a way
 * through one would be no way at all. Recognised alone leads on (to Closed).
 */
const leadsOn = (status: ApplicationStatus) => !isEnded(status) || status === S.recognised;

function shortestPath(from: ApplicationStatus, to: ApplicationStatus): readonly Transition[] {
  const queue: { at: ApplicationStatus; path: readonly Transition[] }[] = [{ at: from, path: [] }];
  const reached = new Set<ApplicationStatus>([from]);
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (next.at === to) return next.path;
    if (!leadsOn(next.at) && next.path.length > 0) continue;
    for (const move of APPLICATION_TRANSITIONS.filter((candidate) => candidate.from === next?.at)) {
      if (reached.has(move.to)) continue;
      reached.add(move.to);
      queue.push({ at: move.to, path: [...next.path, move] });
    }
  }
  throw new Error(`No way from status ${from} to status ${to}`);
}

export function between(from: Date, to: Date, fraction: number): Date {
  return new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);
}
