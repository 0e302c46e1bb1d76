export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const REFERENCE_PAGE_PATH = '/api/docs';
/** The reference page's stylesheet: a file, as the content security policy allows no inline style. */
export const REFERENCE_STYLESHEET_PATH = '/api/docs.css';
