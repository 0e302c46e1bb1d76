// First, before any zod schema is built (see the file).
import '@fsmis/ui/lib/zod-without-eval';
import '@fsmis/ui/styles/sgds-theme.css';
import '@fsmis/ui/styles/global.css';
import { onUnauthorized } from '@fsmis/ui/lib/http-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/providers';
import { createConsoleRouter } from './app/router';
import { paths, type SignInReason } from './config/paths';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render the console into.');

const queryClient = createQueryClient();
const router = createConsoleRouter(queryClient);

// A session that ends (inactivity, a sign-in elsewhere) ends the console's screens too: back to Sign in,
// told why, with nothing of the officer's data left in memory.
onUnauthorized((event) => {
  if (router.state.location.pathname === paths.signIn.path) return;
  const reason: SignInReason | undefined =
    event.reason === 'NewSession'
      ? 'new-session'
      : /inactivity/i.test(event.response.message)
        ? 'inactivity'
        : undefined;
  queryClient.clear();
  void router.navigate(paths.signIn.href({ reason }), { replace: true });
});

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
