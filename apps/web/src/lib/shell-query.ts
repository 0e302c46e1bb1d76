import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/** The options of a query the page frame or Login makes: those of TanStack Query they use. */
export type ShellQueryOptions<T> = {
  readonly queryKey: readonly unknown[];
  readonly queryFn: (context: { readonly signal: AbortSignal }) => Promise<T>;
  readonly enabled?: boolean;
  readonly retry?: boolean | ((failureCount: number, error: unknown) => boolean);
  readonly staleTime?: number;
};

export type UseShellQuery = <T>(options: ShellQueryOptions<T>) => { readonly data: T | undefined };

type Entry = { readonly data?: unknown; readonly updatedAt?: number; readonly settled: Promise<void> };

/**
 * The answers of the queries made before the portal's query client exists (Login on a first visit),
 * kept by key; the portal takes them over (see `shellQueryAnswers`), so nothing is asked twice.
 */
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** The default retry policy: that of the portal's query client, given once it is known. */
let defaultRetry: (failureCount: number, error: unknown) => boolean = () => false;
export function setShellQueryRetry(retry: (failureCount: number, error: unknown) => boolean): void {
  defaultRetry = retry;
}

/** Retries as TanStack Query does: after 1 s, 2 s, … while `retry` allows. */
async function run<T>(options: ShellQueryOptions<T>, signal: AbortSignal): Promise<T> {
  const retry =
    options.retry === undefined
      ? defaultRetry
      : typeof options.retry === 'boolean'
        ? () => options.retry
        : options.retry;
  for (let failures = 0; ; failures += 1) {
    try {
      return await options.queryFn({ signal });
    } catch (error) {
      if (!retry(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** failures, 30_000)));
    }
  }
}

/** Starts a query once; later calls for the same key share its answer. Resolves once it is settled. */
export function startShellQuery<T>(options: ShellQueryOptions<T>): Promise<void> {
  const key = keyOf(options.queryKey);
  const known = entries.get(key);
  if (known) return known.settled;
  const entry: Entry = {
    settled: run(options, new AbortController().signal).then(
      (data) => {
        entries.set(key, { ...entry, data, updatedAt: Date.now() });
        for (const listener of listeners) listener();
      },
      () => undefined,
    ),
  };
  entries.set(key, entry);
  return entry.settled;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The query of a page shown without the portal's query client: asked once, its answer kept. */
function useStandaloneQuery<T>(options: ShellQueryOptions<T>): { readonly data: T | undefined } {
  const key = keyOf(options.queryKey);
  const enabled = options.enabled ?? true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one query per key
  useEffect(() => {
    if (enabled) void startShellQuery(options);
  }, [key, enabled]);
  const data = useSyncExternalStore(subscribe, () => entries.get(key)?.data) as T | undefined;
  return { data };
}

/** The answers kept so far, for the portal's query client to start from. */
export function shellQueryAnswers(): {
  readonly queryKey: unknown[];
  readonly data: unknown;
  readonly updatedAt: number;
}[] {
  return [...entries].flatMap(([key, entry]) =>
    entry.updatedAt === undefined
      ? []
      : [{ queryKey: JSON.parse(key) as unknown[], data: entry.data, updatedAt: entry.updatedAt }],
  );
}

/**
 * How the page frame and Login query the API: through TanStack Query once the portal runs (it
 * provides `useQuery` here), and before that by themselves, so that Login's first download carries no
 * query library.
 */
export const ShellQueryContext = createContext<UseShellQuery>(useStandaloneQuery);

export function useShellQuery<T>(options: ShellQueryOptions<T>): { readonly data: T | undefined } {
  return useContext(ShellQueryContext)(options);
}
