import { Link } from 'react-router';
import { LogoMark, logoLinkProps } from './logo-mark';

/** The logo, linking home through the router. */
export function SiteLogo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Link to="/" {...logoLinkProps}>
      <LogoMark isCompact={isCompact} />
    </Link>
  );
}
