import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function NotFoundPage() {
  return (
    <div className="container page">
      <h1>Page Not Found</h1>
      <p>If you typed the web address, check it is correct.</p>
      <p>If you pasted the web address, check you copied the entire address.</p>
      <p>If you followed a link in FSMIS or in an email from us, the page may have moved.</p>
      <p>
        <Link to={paths.home.href()}>Go to the FSMIS home page</Link>
      </p>
    </div>
  );
}
