import type { $ZodConfig } from 'zod/v4/core';

declare global {
  /** Zod 4's configuration, shared by every copy of zod on the page (what `z.config()` writes to). */
  var __zod_globalConfig: $ZodConfig | undefined;
}

// The content security policy allows no eval. Zod otherwise probes for it with `new Function` when it
// builds its first object schema, and the browser reports that probe as a violation even though zod
// catches the refusal. So this must run before any schema is built: import it first in the entry.
// It writes zod's shared configuration directly, rather than through `z.config()`, so that the entry
// does not carry zod's core.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
