import {
  type AttachmentPurpose,
  AttachmentScanStatus,
  attachmentScanProblem,
  type FileRuleNarrowing,
  isAttachmentScanSettled,
} from '@fsmis/domain';
import { errorMessageOf, isHttpError, mayPassOnRetry } from '@fsmis/ui/lib/http-client';
import { SESSION_QUERY_KEY } from '@fsmis/ui/lib/session-query-key';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { completeUpload } from './api/complete-upload';
import { deleteAttachment } from './api/delete-attachment';
import { getAttachmentStatuses } from './api/get-attachment-statuses';
import { requestUpload } from './api/request-upload';
import { FileTransferError, sendFile } from './api/send-file';
import type { Attachment } from './attachment';

/** How often the scan status is asked for while a file waits for its virus scan. */
export const SCAN_POLL_INTERVAL_MS = 1_500;
/** A scan that takes longer than this is given up on, and the user asked to try again. */
export const SCAN_WAIT_LIMIT_MS = 3 * 60_000;
export const SCAN_TIMEOUT_MESSAGE = 'We could not finish checking the file for viruses. Try again.';

/** Where one upload stands, before the file becomes the field's value. */
export type Transfer =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'uploading';
      readonly fileName: string;
      readonly fileSize: number;
      readonly percent: number;
    }
  | {
      readonly kind: 'failed';
      readonly fileName: string;
      readonly fileSize: number;
      readonly message: string;
      /** Whether sending the same file again may pass: only when no answer came or the server failed. */
      readonly retryable: boolean;
    };

/**
 * The field's own narrowing of its purpose's rule (`fileTypes`, `maxMb`) is told to the API: the upload
 * link is refused for a file too large before a byte is sent, and the completion refuses a type the field
 * does not take.
 */
export type UploadOptions = FileRuleNarrowing & {
  readonly purpose: AttachmentPurpose;
  readonly entityId?: string | null;
  readonly value: Attachment | null;
  readonly onChange: (attachment: Attachment | null) => void;
  /**
   * The ids of the files uploaded in this field, when the field outlives its control: a list of files
   * (`DocumentUploads`) draws a new control for a file once it arrives, and that control must still know
   * the file was uploaded here to delete it when it is removed. By default the control keeps its own.
   */
  readonly uploadedHere?: Set<string>;
};

/**
 * One file field's uploads: ask for a target, send the bytes with progress, complete, then follow
 * the virus scan until it settles. Files uploaded here and then replaced or removed are deleted;
 * a file the field started with belongs to what was saved, and stays.
 */
export function useAttachmentUpload({
  purpose,
  fileTypes,
  maxMb,
  entityId,
  value,
  onChange,
  uploadedHere: sharedUploads,
}: UploadOptions) {
  const [transfer, setTransfer] = useState<Transfer>({ kind: 'idle' });
  const [scanTimedOut, setScanTimedOut] = useState(false);
  const lastFile = useRef<File | null>(null);
  const ownUploads = useRef(new Set<string>());
  const uploadedHere = useRef(sharedUploads ?? ownUploads.current);
  uploadedHere.current = sharedUploads ?? ownUploads.current;
  const inFlight = useRef<AbortController | null>(null);
  const latestValue = useRef(value);
  latestValue.current = value;
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => () => inFlight.current?.abort(), []);

  const discard = useCallback((attachment: Attachment | null) => {
    if (!attachment || !uploadedHere.current.has(attachment.attachmentId)) return;
    uploadedHere.current.delete(attachment.attachmentId);
    // Tidying up: a file left behind harms no one, so a failure here is not the user's concern.
    void deleteAttachment(attachment.attachmentId).catch(() => undefined);
  }, []);

  const upload = useCallback(
    async (file: File) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      lastFile.current = file;
      setScanTimedOut(false);
      const started = { fileName: file.name, fileSize: file.size };
      setTransfer({ kind: 'uploading', ...started, percent: 0 });
      try {
        const target = await requestUpload({
          fileName: file.name,
          fileSize: file.size,
          purpose,
          entityId,
          fileTypes,
          maxMb,
        });
        await sendFile(
          target,
          file,
          ({ loaded, total }) => {
            if (!controller.signal.aborted) {
              setTransfer({
                kind: 'uploading',
                ...started,
                percent: Math.min(100, Math.round((loaded / total) * 100)),
              });
            }
          },
          controller.signal,
        );
        const attachment = await completeUpload(target.uploadId);
        if (controller.signal.aborted) return;
        uploadedHere.current.add(attachment.attachmentId);
        const replaced = latestValue.current;
        setTransfer({ kind: 'idle' });
        latestOnChange.current(attachment);
        discard(replaced);
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof FileTransferError ? error.message : errorMessageOf(error);
        const status = error instanceof FileTransferError || isHttpError(error) ? error.status : 0;
        setTransfer({ kind: 'failed', ...started, message, retryable: mayPassOnRetry(status) });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [purpose, fileTypes, maxMb, entityId, discard],
  );

  const remove = useCallback(() => {
    inFlight.current?.abort();
    setTransfer({ kind: 'idle' });
    setScanTimedOut(false);
    discard(latestValue.current);
    latestOnChange.current(null);
  }, [discard]);

  const retry = useCallback(() => {
    if (lastFile.current) void upload(lastFile.current);
  }, [upload]);

  // Follow the virus scan of the field's file until it settles.
  const waiting = value !== null && !isAttachmentScanSettled(value.attachmentStatus) && !scanTimedOut;
  const waitingSince = useRef<number>(Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the wait restarts for each new file
  useEffect(() => {
    waitingSince.current = Date.now();
  }, [value?.attachmentId]);
  const status = useQuery({
    queryKey: [...SESSION_QUERY_KEY, 'attachment-status', value?.attachmentId ?? ''],
    queryFn: async ({ signal }) =>
      (await getAttachmentStatuses([value?.attachmentId ?? ''], signal))[0] ?? null,
    enabled: waiting,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      const settled = query.state.data && isAttachmentScanSettled(query.state.data.attachmentStatus);
      return settled ? false : SCAN_POLL_INTERVAL_MS;
    },
  });
  useEffect(() => {
    const current = latestValue.current;
    const found = status.data;
    if (!current || !found || found.attachmentId !== current.attachmentId) return;
    if (found.attachmentStatus !== current.attachmentStatus) {
      latestOnChange.current({ ...current, attachmentStatus: found.attachmentStatus });
    }
  }, [status.data]);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(
      () => setScanTimedOut(true),
      Math.max(0, waitingSince.current + SCAN_WAIT_LIMIT_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [waiting]);

  const scanProblem = value ? attachmentScanProblem(value.attachmentStatus) : null;
  // Only what may pass a second time is offered again: a send that got no answer or a server error, a
  // scan that could not finish. A refusal, an infected or a password-protected file would fail again.
  const mayPassAgain =
    transfer.kind === 'failed'
      ? transfer.retryable
      : scanTimedOut || value?.attachmentStatus === AttachmentScanStatus.notScanned;
  return {
    transfer,
    /** Why the field's file cannot be used, or null. */
    problem: scanTimedOut ? SCAN_TIMEOUT_MESSAGE : scanProblem,
    checking: waiting,
    canRetry: lastFile.current !== null && mayPassAgain,
    upload,
    remove,
    retry,
  };
}
