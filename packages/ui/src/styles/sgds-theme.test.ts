import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const tokensIn = (css: string) =>
  new Map(
    [...css.matchAll(/(--sgds-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]),
  );

const themes = dirname(
  createRequire(import.meta.url).resolve('@govtechsg/sgds-web-component/themes/day.css'),
);
const theme = new Map([
  ...tokensIn(readFileSync(join(themes, 'root.css'), 'utf8')),
  ...tokensIn(readFileSync(join(themes, 'day.css'), 'utf8')),
]);
const resolved = (value: string): string =>
  value.replace(/var\((--sgds-[a-z0-9-]+)\)/g, (_, name: string) => resolved(theme.get(name) ?? '?'));

const ours = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'sgds-theme.css'), 'utf8');

describe("the portal's share of the SGDS day theme", () => {
  it('gives each token the value the installed theme gives it', () => {
    const tokens = tokensIn(ours);
    expect(tokens.size).toBeGreaterThan(0);
    for (const [name, value] of tokens) expect(value, name).toBe(resolved(theme.get(name ?? '') ?? '?'));
  });

  it("keeps the theme's colour scheme", () => {
    expect(readFileSync(join(themes, 'day.css'), 'utf8')).toContain('color-scheme: only light;');
    expect(ours).toContain('color-scheme: only light;');
  });
});
