import {
  type ApplicationCase,
  ApplicationCategory,
  type ApplicationStatus,
  AttachmentScanStatus,
  applicationCaseSchema,
  type CorrectiveAction,
  CorrectiveActionStatus,
  type Finding,
  type WorkflowDocument,
} from '@fsmis/domain';
import { APPLICATION_ID, applicationFields } from '@fsmis/ui/workflow/workflow-records.fixture';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { applicationQueryKey } from '../../api/get-application';

/** Test data and a fake API for the workflow forms' tests. */

export { APPLICATION_ID };

const AT = '2026-11-20T06:05:00.000Z';

let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function document(
  fileName: string,
  scanStatus: AttachmentScanStatus = AttachmentScanStatus.scanned,
): WorkflowDocument {
  return { attachmentId: nextId(), fileName, fileSize: 2048, scanStatus, uploadedAt: AT };
}

export function correctiveAction(overrides: Partial<CorrectiveAction> = {}): CorrectiveAction {
  return {
    id: nextId(),
    attempt: 1,
    text: '',
    documents: [],
    status: CorrectiveActionStatus.draft,
    statusLabel: 'Draft',
    updatedAt: AT,
    submittedAt: null,
    reviewedAt: null,
    rejectionReason: null,
    ...overrides,
  };
}

export function finding(number: number, correctiveActions: CorrectiveAction[] = []): Finding {
  return {
    id: nextId(),
    number,
    clause: `4.${number}`,
    description: `Finding ${number} description`,
    severity: 1,
    severityLabel: 'Minor',
    dueDate: '2026-12-12',
    acknowledgedAt: AT,
    correctiveActions,
  };
}

/** An application as the API answers it (checked by the domain's schema), in a status of the workflow. */
export function applicationCase(
  workflow: Partial<ApplicationCase['workflow']> = {},
  status: { status: ApplicationStatus; statusLabel: string } = {
    status: 6,
    statusLabel: 'Pending Corrective Action',
  },
): ApplicationCase {
  return applicationCaseSchema.parse({
    ...applicationFields(status.status, ApplicationCategory.new, workflow),
    ...status,
    referenceNumber: 'LRP-2026-0001',
    createdAt: AT,
    submittedAt: AT,
    updatedAt: AT,
    isSubmitted: true,
    isOpen: true,
  });
}

type Reply = { status?: number; data?: unknown; message?: unknown };
type Route = (body: unknown, url: string) => Reply;

/**
 * A fetch that answers `METHOD path` routes with envelopes; form drafts are kept nowhere. Every call
 * is recorded, with its JSON body.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const path = url.split('?')[0] ?? url;
    const route = routes[`${method} ${path}`];
    const reply: Reply = route
      ? route(body, url)
      : path.startsWith('/api/form-drafts/')
        ? { data: method === 'PUT' ? { savedAt: AT } : null }
        : { status: 404, message: `No route for ${method} ${path}` };
    const status = reply.status ?? 200;
    const ok = status < 400;
    return new Response(
      JSON.stringify({ success: ok, data: reply.data ?? null, message: reply.message ?? null, code: status }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.url === path);
  return { calls, sent };
}

/** Renders a form as the details page does: with the application in the query cache. */
export function renderForm(ui: ReactNode, application: ApplicationCase) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(applicationQueryKey(application.id), application);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    queryClient,
    cached: () => queryClient.getQueryData<ApplicationCase>(applicationQueryKey(application.id)),
  };
}

/** Renders the application as the cache holds it now, as the details page does. */
export function FromCache({ children }: { children: (application: ApplicationCase) => ReactNode }) {
  const { data } = useQuery<ApplicationCase | null>({
    queryKey: applicationQueryKey(APPLICATION_ID),
    queryFn: () => null,
    enabled: false,
  });
  return data ? children(data) : null;
}

/** The error summary's entries: text and the field each links to. */
export function summaryEntries(): [string | null, string | null][] {
  const summary = globalThis.document.querySelector('.error-summary');
  if (!summary) return [];
  return [...summary.querySelectorAll('li')].map((item) => [
    item.textContent,
    item.querySelector('a')?.getAttribute('href') ?? null,
  ]);
}
