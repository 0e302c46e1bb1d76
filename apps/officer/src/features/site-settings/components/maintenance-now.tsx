import type { MaintenanceWindow } from '@fsmis/domain';
import { Button } from '@fsmis/ui/components/button';
import { whenOf } from './singapore-when';

/** Whether companies can use the portal now, and the next maintenance if one is scheduled. */
export function MaintenanceNow({
  windows,
  onEnd,
}: {
  readonly windows: readonly MaintenanceWindow[];
  readonly onEnd: (item: MaintenanceWindow) => void;
}) {
  const current = windows.find((item) => item.state === 'current');
  const next = windows
    .filter((item) => item.state === 'scheduled')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
  return (
    <section className="maintenance-now" aria-labelledby="maintenance-now-heading">
      <h2 id="maintenance-now-heading">Now</h2>
      {current ? (
        <div className="maintenance-now__panel maintenance-now__panel--on">
          <p className="maintenance-now__headline">
            The portal is under maintenance{' '}
            {current.endsAt ? `until ${whenOf(current.endsAt)} (Singapore time)` : 'until an officer ends it'}
            .
          </p>
          <p>Companies are sent to the Scheduled Maintenance page, which says:</p>
          <blockquote className="maintenance-now__message">{current.message}</blockquote>
          <p>Officers can still use the console.</p>
          <Button variant="warning" onClick={() => onEnd(current)}>
            End maintenance now
          </Button>
        </div>
      ) : (
        <div className="maintenance-now__panel">
          <p className="maintenance-now__headline">The portal is open to companies.</p>
          <p>
            {next
              ? `The next maintenance is scheduled from ${whenOf(next.startsAt)} to ${next.endsAt ? whenOf(next.endsAt) : 'when an officer ends it'} (Singapore time).`
              : 'No maintenance is scheduled.'}
          </p>
        </div>
      )}
    </section>
  );
}
