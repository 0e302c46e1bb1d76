import './sgds-masthead-element';
import './masthead.css';

/**
 * The Singapore Government masthead ("A Singapore Government Agency Website", How to identify).
 * It carries role="banner" itself, so the portal's own header is not a banner landmark.
 */
export function Masthead() {
  return <sgds-masthead />;
}
