import { isLocalRoute, isLoginRequiredRoute, isPtRoute, type RouteId } from '@fsmis/domain';

/**
 * The areas of the portal that browser forward navigation must not cross (docs/requirements.md §2):
 * signed-out and signed-in, and within signed-in the local and the PT module. Some screens belong to no area
 * and never count as a crossing.
 */
type Area = {
  /** true: the signed-in area; false: the signed-out area; null: either. */
  readonly signedIn: boolean | null;
  readonly module: 'local' | 'pt' | null;
};

/** Shown signed in and signed out alike. */
const EITHER_SIGNED_IN_OR_OUT: readonly RouteId[] = ['notFound', 'scheduledMaintenance'];

export function areaOf(screen: RouteId): Area {
  const signedIn = EITHER_SIGNED_IN_OR_OUT.includes(screen) ? null : isLoginRequiredRoute(screen);
  const local = isLocalRoute(screen);
  const pt = isPtRoute(screen);
  // Screens on both lists (Profile, Select Module, User Manual) belong to both modules.
  const module = signedIn && local && !pt ? 'local' : signedIn && pt && !local ? 'pt' : null;
  return { signedIn, module };
}

/** Whether going from one screen to the other crosses between the areas. */
export function crossesAreas(from: RouteId, to: RouteId): boolean {
  const a = areaOf(from);
  const b = areaOf(to);
  const signInChanges = a.signedIn !== null && b.signedIn !== null && a.signedIn !== b.signedIn;
  const moduleChanges = a.module !== null && b.module !== null && a.module !== b.module;
  return signInChanges || moduleChanges;
}

/** Where the router last settled: its history index and screen (null before the first page). */
export type CommittedPlace = { readonly historyIndex: number | null; readonly screen: RouteId | null };

/** The index React Router keeps in each history entry's state (`{ usr, key, idx }`). */
export function historyIndexOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/** Remembers where the router settled, for the guard to tell a forward navigation by. */
export function createHistoryTracker() {
  let committed: CommittedPlace = { historyIndex: null, screen: null };
  return {
    committed: (): CommittedPlace => committed,
    settle(screen: RouteId): void {
      committed = { historyIndex: historyIndexOf(window.history.state), screen };
    },
  };
}

export type HistoryTracker = ReturnType<typeof createHistoryTracker>;
