//! A padlock in the line style of the shared icons (24px grid, currentColor): a share link with a
//! password. The shared set has none; kept here until another screen needs it.
import type { SVGProps } from 'react';

export function IconLock({ size = 22, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d="M5 11h14v10H5z" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
