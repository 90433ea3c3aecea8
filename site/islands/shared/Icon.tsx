import { ICON_PATHS, type IconName } from '../../lib/icon-paths.ts';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** The islands' stroke icon: the same drawing as components/Icon.astro, decorative only. */
export function Icon({ name, size = 18, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
