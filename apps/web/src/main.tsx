import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@govtechsg/sgds-web-component/themes/day.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { followSessionEnd } from './app/session-events';
import { followMaintenanceResponses } from './features/maintenance/routes/maintenance-redirect';

const queryClient = createQueryClient();
const { router, resolveScreen } = createAppRouter(queryClient);

followMaintenanceResponses(
  queryClient,
  (to) => router.navigate(to, { replace: true }),
  () => router.state.location.pathname,
);
followSessionEnd(queryClient, router, resolveScreen);

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render FSMIS into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
