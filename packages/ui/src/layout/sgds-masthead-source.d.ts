// Generated at build time from the SGDS masthead by `sgdsMastheadSource` (vite.config.ts).
declare module 'virtual:sgds-masthead' {
  export const MASTHEAD_CSS: string;
  export const MASTHEAD_HTML: string;
}
