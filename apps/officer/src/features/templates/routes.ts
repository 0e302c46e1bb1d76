import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

export const templatesRoutes: RouteObject[] = [
  {
    path: paths.templates.path,
    handle: { title: 'Application templates' },
    lazy: async () => ({ Component: (await import('./routes/templates-page')).TemplatesPage }),
  },
  {
    path: paths.template.path,
    handle: { title: 'Template' },
    lazy: async () => ({ Component: (await import('./routes/template-page')).TemplatePage }),
  },
];
