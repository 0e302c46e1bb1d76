import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type PortalLinkProps = {
  readonly to: string;
  readonly className?: string;
  readonly children: ReactNode;
};

function PageLoadLink({ to, className, children }: PortalLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/**
 * How the frame links to another page of the portal: the router's Link while the portal runs, and
 * before the router has loaded (Login on a first visit) a link that starts it.
 */
export const PortalLinkContext = createContext<ComponentType<PortalLinkProps>>(PageLoadLink);

export function PortalLink(props: PortalLinkProps) {
  const Link = useContext(PortalLinkContext);
  return <Link {...props} />;
}
