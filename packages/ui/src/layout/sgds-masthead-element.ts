import { MASTHEAD_CSS, MASTHEAD_HTML } from 'virtual:sgds-masthead';

const styles = new CSSStyleSheet();
styles.replaceSync(MASTHEAD_CSS);

/**
 * `<sgds-masthead>`: the Singapore Government masthead of the SGDS web components, with the design
 * system's own markup and styles (see `sgdsMastheadSource` in vite.config.ts), drawn without Lit. It
 * is defined before the first page renders, so it never shows undrawn. It is a named region inside the
 * banner landmark of `Masthead`.
 */
class SgdsMasthead extends HTMLElement {
  #open = false;

  connectedCallback(): void {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styles];
    root.innerHTML = MASTHEAD_HTML;
    const identify = root.getElementById('sgds-masthead-identify');
    identify?.addEventListener('click', () => this.#toggle());
    identify?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      this.#toggle();
    });
  }

  /** "How to identify" opens and closes the panel that explains .gov.sg and HTTPS. */
  #toggle(): void {
    this.#open = !this.#open;
    const root = this.shadowRoot;
    root?.getElementById('sgds-masthead-identify')?.setAttribute('aria-expanded', String(this.#open));
    root?.querySelector('.sgds-masthead-identify-icon')?.classList.toggle('show', this.#open);
    root?.getElementById('sgds-masthead-content')?.classList.toggle('show', this.#open);
  }
}

if (!customElements.get('sgds-masthead')) customElements.define('sgds-masthead', SgdsMasthead);
