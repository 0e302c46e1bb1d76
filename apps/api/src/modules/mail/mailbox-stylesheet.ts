/** Where the dev mailbox page takes its stylesheet from: a file, as the content security policy allows no inline style. */
export const MAILBOX_STYLESHEET_PATH = '/dev/mailbox.css';

export const MAILBOX_STYLESHEET = `body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; line-height: 1.5; }
header, main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
h1 { margin: 0.5rem 0; }
.messages { list-style: none; padding: 0; }
article { border: 1px solid #6b6b6b; border-radius: 4px; padding: 1rem; margin: 0 0 1rem; }
h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: 0.75rem; font-family: inherit; }
a { color: #0b57d0; overflow-wrap: anywhere; }
a:focus { outline: 3px solid #ffbf47; outline-offset: 2px; }
`;
