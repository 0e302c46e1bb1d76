import { describe, expect, it } from 'vitest';
import { noConsoleCode } from '../../vite.config';

type Chunk = { type: 'chunk'; fileName: string; moduleIds: string[] };

/** Runs the build check over a bundle of the given chunks; the error it raises, or null. */
function check(chunks: readonly Chunk[]): string | null {
  const plugin = noConsoleCode();
  const generateBundle = plugin.generateBundle as (
    this: { error: (message: string) => never },
    options: unknown,
    bundle: Record<string, Chunk>,
  ) => void;
  try {
    generateBundle.call(
      {
        error: (message) => {
          throw new Error(message);
        },
      },
      {},
      Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk])),
    );
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the portal's build check for console code", () => {
  it('passes a bundle of the portal, the shared package and the domain', () => {
    expect(
      check([
        {
          type: 'chunk',
          fileName: 'assets/portal.js',
          moduleIds: [
            '/repo/apps/web/src/app/portal.tsx',
            '/repo/packages/ui/src/components/button.tsx',
            '/repo/packages/domain/src/index.ts',
          ],
        },
      ]),
    ).toBeNull();
  });

  it('fails when a module of the officers’ console is in any chunk, naming it', () => {
    const problem = check([
      { type: 'chunk', fileName: 'assets/portal.js', moduleIds: ['/repo/apps/web/src/app/portal.tsx'] },
      {
        type: 'chunk',
        fileName: 'assets/queue.js',
        moduleIds: ['/repo/apps/officer/src/features/queue/routes/queue-page.tsx'],
      },
    ]);
    expect(problem).toContain('assets/queue.js');
    expect(problem).toContain('apps/officer/src/features/queue/routes/queue-page.tsx');
  });
});
