//! Router link that ignores a click leading to the page already shown (same path, query and hash).
import type { MouseEvent, Ref } from 'react';
import { Link, useLocation, useResolvedPath, type LinkProps } from 'react-router-dom';

export function RouterLink({
  to,
  onClick,
  ref,
  ...rest
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const location = useLocation();
  const target = useResolvedPath(to);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const same =
      target.pathname === location.pathname &&
      target.search === location.search &&
      target.hash === location.hash;
    if (same && !event.defaultPrevented) event.preventDefault();
  };

  return <Link ref={ref} to={to} onClick={handleClick} {...rest} />;
}
