import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// The SGDS masthead is a custom element; JSX learns its tag here.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sgds-masthead': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
