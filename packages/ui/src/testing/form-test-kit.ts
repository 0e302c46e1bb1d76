import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';

/** Renders a form with what its mutations need. */
export const renderForm = (form: ReactNode) =>
  render(createElement(QueryClientProvider, { client: new QueryClient() }, form));

/** Presses a button by its name, in `scope` (the page by default). */
export const press = (name: string, scope: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(scope).getByRole('button', { name })));

/** The error summary's messages, each with the field it leads to (null for the form's own). */
export const summaryEntries = () =>
  [...document.querySelectorAll('.error-summary li')].map((item) => [
    item.textContent,
    item.querySelector('a')?.getAttribute('href') ?? null,
  ]);

/** The open confirmation dialog, if any. */
export const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

/** Chooses files in a file input, as the browser reports them. */
export function chooseFiles(label: string, files: readonly File[]) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

/** A promise settled from outside, to hold a request on its way. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
