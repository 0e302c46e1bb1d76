// The benchmark's signed-in people: companies of their own, each with one user, a few applications and
// notifications, and one live session made by the API's own session service (sign-in is rate limited
// per address, so 200 sign-ins through the API would measure the limit, not the portal).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const APPLICATIONS_PER_COMPANY = 12;
const NOTIFICATIONS_PER_USER = 4;
/** As a portal configured with the default SESSION_IDLE_MINUTES; every call moves it on anyway. */
const SESSION_IDLE_MINUTES = 15;

/**
 * @returns {Promise<Array<{ index: number, userId: string, cookie: string }>>}
 */
export async function createLoadUsers(root, db, count) {
  const dist = (file) => import(pathToFileURL(path.join(root, 'apps/api/dist', file)).href);
  const { companies, users } = await dist('db/schema/index.js');
  const { openSession } = await dist('modules/sessions/sessions.service.js');
  const { APPLICATION_STATUSES, ApplicationStatus, PROGRAMMES } = await import(
    pathToFileURL(path.join(root, 'packages/domain/dist/index.js')).href
  );

  const numbers = Array.from({ length: count }, (_, index) => index);
  const companyRows = await db
    .insert(companies)
    .values(
      numbers.map((n) => ({
        uen: `LOAD${String(n).padStart(5, '0')}`,
        name: `Load Test Laboratory ${n}`,
        address: `${n} Science Park Road, Singapore`,
      })),
    )
    .returning({ id: companies.id, uen: companies.uen });
  const companyOf = new Map(companyRows.map((row) => [row.uen, row.id]));
  const userRows = await db
    .insert(users)
    .values(
      numbers.map((n) => ({
        companyId: companyOf.get(`LOAD${String(n).padStart(5, '0')}`),
        singpassIdentifier: `L${String(n).padStart(7, '0')}A`,
        name: `Load Tester ${n}`,
        email: `tester${n}@load.example`,
        contactCountryCode: '65',
        contactAreaCode: '',
        contactNumber: '61234567',
      })),
    )
    .returning({ id: users.id, companyId: users.companyId, email: users.email });

  const statuses = `array[${APPLICATION_STATUSES.join(',')}]`;
  await db.execute(`
    insert into applications
      (reference_number, company_id, programme, category, status, form,
       created_at, submitted_at, updated_at, status_since)
    select
      'LOAD-' || c.uen || '-' || lpad(g::text, 3, '0'), c.id, v.programme, v.category, v.status,
      (array['new', 'renewal', 'change-of-scope', 'change-of-company-name'])[v.category],
      v.created,
      case when v.status = ${ApplicationStatus.draft} then null else v.created + interval '2 days' end,
      v.created + interval '3 days', v.created + interval '3 days'
    from companies c
    cross join generate_series(0, ${APPLICATIONS_PER_COMPANY - 1}) as g
    cross join lateral (
      select 1 + g % ${PROGRAMMES.length} as programme, 1 + g % 4 as category,
             (${statuses})[1 + g % ${APPLICATION_STATUSES.length}] as status,
             now() - (g * 37) * interval '1 day' as created
    ) as v
    where c.uen like 'LOAD%'`);
  await db.execute(`
    insert into in_app_notifications (company_id, user_id, title, message, link_path, created_at)
    select u.company_id, u.id, 'Application update ' || g, 'Your application has moved on.', '/dashboard',
           now() - g * interval '1 hour'
    from users u cross join generate_series(1, ${NOTIFICATIONS_PER_USER}) as g
    where u.email like '%@load.example'`);

  const people = [];
  for (const [index, user] of userRows.entries()) {
    const { token } = await openSession(
      db,
      { userId: user.id, companyId: user.companyId, role: 'company', ptMode: false, moduleSelected: true },
      SESSION_IDLE_MINUTES,
    );
    people.push({ index, userId: user.id, cookie: `fsmis_session=${token}` });
  }
  await db.execute('analyze');
  return people;
}
