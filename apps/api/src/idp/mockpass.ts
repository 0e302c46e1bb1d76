import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface RunningMockPass {
  url: string;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 20_000;

/** Starts MockPass as a child process and resolves once it listens. */
export function startMockPass(options: {
  port: number;
  environment: Record<string, string>;
}): Promise<RunningMockPass> {
  const compiled = fileURLToPath(new URL('./mockpass-process.js', import.meta.url));
  // Tests run the API from its TypeScript source, where the child's entry needs tsx to load.
  const fromSource = !fs.existsSync(compiled);
  const script = fromSource ? fileURLToPath(new URL('./mockpass-process.ts', import.meta.url)) : compiled;
  const child = fork(script, [String(options.port)], {
    env: options.environment,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });

  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2_000);
    });
    const timer = setTimeout(() => {
      child.kill();
      reject(
        new Error(`MockPass did not start on port ${options.port} within ${STARTUP_TIMEOUT_MS / 1000} s.`),
      );
    }, STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `MockPass exited (code ${code}) before it listened on port ${options.port}. ${errors.trim()}`,
        ),
      );
    });
    child.once('message', () => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: `http://127.0.0.1:${options.port}`, stop: () => stopChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
