export const REFERENCE_STYLESHEET = `body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; line-height: 1.5; }
header, nav, main { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
h1 { margin: 1rem 0 0.5rem; }
h2 { border-bottom: 2px solid #1a1a1a; padding-bottom: 0.25rem; margin-top: 2.5rem; }
h3 { font-size: 1.1rem; margin: 2rem 0 0.5rem; overflow-wrap: anywhere; }
h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
article { border-top: 1px solid #6b6b6b; }
.method { display: inline-block; min-width: 4.5rem; font-family: ui-monospace, monospace; font-weight: 700; }
code { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.types code { white-space: nowrap; overflow-wrap: normal; }
table { border-collapse: collapse; width: 100%; margin: 0.25rem 0 1rem; font-size: 0.9rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border: 1px solid #6b6b6b; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #f3f3f3; }
tbody th { font-weight: 400; }
.note { color: #4a4a4a; }
summary { cursor: pointer; font-weight: 600; }
a { color: #0b57d0; }
a:focus, summary:focus { outline: 3px solid #ffbf47; outline-offset: 2px; }
`;
