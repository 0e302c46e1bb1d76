import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const SGDS_MASTHEAD_MODULE = 'virtual:sgds-masthead';

/** The text of the one template literal tagged `tag` in an SGDS module (they are plain, compiled files). */
function taggedTemplate(file: string, tag: 'css' | 'html'): string {
  const packageDirectory = dirname(createRequire(import.meta.url).resolve('@govtechsg/sgds-web-component'));
  const source = readFileSync(join(packageDirectory, file), 'utf8');
  const match = new RegExp(`\\b${tag} ?\`([^\`]*)\``).exec(source);
  if (!match?.[1])
    throw new Error(`sgds-masthead: no ${tag}\`\` template in ${file}; the SGDS release has changed.`);
  return match[1];
}

/**
 * `virtual:sgds-masthead`: the markup and styles of the SGDS masthead (Masthead/sgds-masthead.js), read
 * from the installed design system at build time, for the masthead element of
 * src/layout/sgds-masthead-element.ts. The component itself is built on Lit, which would add 6 KB gz to
 * every first page; the markup has only the "How to identify" toggle in it, drawn here closed.
 */
export function sgdsMastheadSource(): Plugin {
  const resolved = `\0${SGDS_MASTHEAD_MODULE}`;
  return {
    name: 'fsmis-sgds-masthead',
    resolveId: (id) => (id === SGDS_MASTHEAD_MODULE ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      // The order of SgdsMasthead.styles: the element base, svg, anchor, then the masthead's own.
      const css = [
        'base/sgds-element2.js',
        'styles/svg.js',
        'styles/anchor.js',
        'components/Masthead/masthead.js',
      ]
        .map((file) => taggedTemplate(file, 'css'))
        .join('\n');
      // biome-ignore-start lint/suspicious/noTemplateCurlyInString: the `${…}` are the SGDS source's text, replaced as such
      const html = taggedTemplate('components/Masthead/sgds-masthead.js', 'html')
        .replace('aria-expanded="${this.toggleVisibility}"', 'aria-expanded="false"')
        .replace('@keydown=${this._handleKeydown}', '')
        .replace('@click=${this._toggleVisibility}', '')
        .replace('${!this.toggleVisibility ? null : "show"}', '')
        .replace('${this.toggleVisibility ? "show" : null}', '')
        // The portal's <header> around the masthead and the service's header is the page's banner: the
        // masthead is a region within it, since a banner may not hold another.
        .replace('role="banner"', 'role="region"')
        // Runs of white space render as one space: the indentation of the source need not be downloaded.
        .replace(/\s+/g, ' ');
      // biome-ignore-end lint/suspicious/noTemplateCurlyInString: the `${…}` are the SGDS source's text, replaced as such
      if (!html.includes('role="region"')) {
        throw new Error(
          'sgds-masthead: the SGDS masthead is no longer role="banner"; the SGDS release has changed.',
        );
      }
      // Read as written: no substitution or escape may be left for JavaScript to interpret.
      if ([html, css].some((text) => text.includes('${') || text.includes('\\'))) {
        throw new Error(
          'sgds-masthead: the SGDS masthead has parts this build does not know; the SGDS release has changed.',
        );
      }
      return `export const MASTHEAD_CSS = ${JSON.stringify(css)};\nexport const MASTHEAD_HTML = ${JSON.stringify(html)};\n`;
    },
  };
}
