import { firstErrorMessage } from '@fsmis/domain';
import type { ErrorSummaryItem } from '@fsmis/ui/components/error-summary';
import { errorMessageOf, isHttpError } from '@fsmis/ui/lib/http-client';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';

/** A field of a step's form: its name in the contract, its element's id, and where the API reports it. */
export type StepField = {
  readonly name: string;
  readonly id: string;
  /** Other names the API's 400 may use for it (e.g. `file` for one of the `files`). */
  readonly apiNames?: readonly string[];
};

type Problems = {
  readonly errors: Readonly<Record<string, string>>;
  readonly summary: readonly ErrorSummaryItem[];
  /** Changes with each failed attempt, so the error summary takes focus again. */
  readonly attempt: number;
};

const NO_PROBLEMS: Problems = { errors: {}, summary: [], attempt: 0 };

/** The first message for each field, in the order of `fields`; messages for no field are dropped. */
function problemsOf(fields: readonly StepField[], messages: readonly (readonly [string, string])[]) {
  const errors: Record<string, string> = {};
  for (const [key, message] of messages) {
    const field = fields.find((candidate) =>
      [candidate.name, ...(candidate.apiNames ?? [])].some(
        (name) => key === name || key.startsWith(`${name}.`),
      ),
    );
    if (field && errors[field.name] === undefined) errors[field.name] = message;
  }
  const summary = fields.flatMap((field) => {
    const text = errors[field.name];
    return text === undefined ? [] : [{ fieldId: field.id, text }];
  });
  return { errors, summary };
}

/** The API's 400 as `[field path, message]` pairs, e.g. `['files.0.fileName', 'Name the file']`. */
function refusedFields(error: unknown): [string, string][] {
  if (!isHttpError(error) || error.status !== 400) return [];
  const details = error.details;
  if (typeof details !== 'object' || details === null) return [];
  return Object.entries(details).flatMap(([key, value]) => {
    const message = firstErrorMessage(value);
    return message === null ? [] : [[key, message] as [string, string]];
  });
}

/**
 * What every officer step's form shares: the values checked with the domain's own schema before they
 * are sent, the problems shown in an error summary and on their fields (the API's 400 on the fields it
 * names, any other refusal as its message), and, for an irreversible step, a confirmation before it is
 * sent.
 */
export function useStepForm<S extends z.ZodType>(options: {
  readonly schema: S;
  readonly fields: readonly StepField[];
  /** Sends the step; resolves to the API's confirmation, rejects with its refusal. */
  readonly send: (body: z.output<S>) => Promise<string>;
  readonly onDone: (message: string) => void;
  /** An irreversible step waits for the officer to confirm it. */
  readonly confirmFirst?: boolean;
}) {
  const { schema, fields, send, onDone, confirmFirst = false } = options;
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [confirming, setConfirming] = useState(false);
  const checked = useRef<z.output<S> | null>(null);

  const show = (found: Omit<Problems, 'attempt'>) =>
    setProblems((last) => ({ ...found, attempt: last.attempt + 1 }));

  const reportRefusal = (error: unknown) => {
    const found = problemsOf(fields, refusedFields(error));
    if (found.summary.length > 0) show(found);
    else
      show({
        errors: {},
        summary: errorMessageOf(error)
          .split('\n')
          .map((text) => ({ text })),
      });
  };

  const dispatch = async (body: z.output<S>) => {
    try {
      const message = await send(body);
      // The dialog closes first: it hands focus back to its opener, and the confirmation takes it then.
      flushSync(() => setConfirming(false));
      setProblems((last) => ({ ...NO_PROBLEMS, attempt: last.attempt }));
      onDone(message);
    } catch (error) {
      flushSync(() => setConfirming(false));
      reportRefusal(error);
    }
  };

  /** Checks the values; sends them, or asks for confirmation first; or shows what is wrong. */
  const submit = async (values: unknown) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const messages = parsed.error.issues.map(
        (issue) => [issue.path.map(String).join('.'), issue.message] as [string, string],
      );
      const found = problemsOf(fields, messages);
      // A rule on no single field still says what is wrong.
      show(
        found.summary.length > 0 ? found : { errors: {}, summary: messages.map(([, text]) => ({ text })) },
      );
      return;
    }
    setProblems((last) => ({ ...NO_PROBLEMS, attempt: last.attempt }));
    if (confirmFirst) {
      checked.current = parsed.data;
      setConfirming(true);
      return;
    }
    await dispatch(parsed.data);
  };

  return {
    errors: problems.errors,
    summary: problems.summary,
    attempt: problems.attempt,
    submit,
    confirming,
    confirm: () => {
      if (checked.current !== null) void dispatch(checked.current);
    },
    cancel: () => setConfirming(false),
  };
}

export type StepForm = ReturnType<typeof useStepForm>;
