import { Link } from 'react-router';
import type { RecognitionView } from '../api/get-recognition';

/**
 * What the company may do with its recognition: each open action as a link to where it starts (a
 * renewal draft already started is resumed there), and each closed one with the reason, in words.
 */
export function RecognitionActions({ actions }: { readonly actions: RecognitionView['actions'] }) {
  const open = actions.filter((action) => action.open);
  const closed = actions.filter((action) => !action.open);
  return (
    <section className="section" aria-labelledby="recognition-actions-heading">
      <h2 id="recognition-actions-heading">What you can do</h2>
      {open.length > 0 ? (
        <ul className="recognition-actions">
          {open.map((action) => (
            <li key={action.name}>
              <Link to={action.path}>{action.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>There is nothing you can do with this recognition now.</p>
      )}
      {closed.length > 0 ? (
        <>
          <h3 id="recognition-actions-closed-heading">Not available now</h3>
          <dl className="recognition-unavailable" aria-labelledby="recognition-actions-closed-heading">
            {closed.map((action) => (
              <div key={action.name} className="recognition-unavailable__item">
                <dt>{action.label}</dt>
                <dd>{action.reason ?? 'Not available for this recognition.'}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
