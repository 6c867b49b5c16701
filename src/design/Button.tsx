// Buttons of the design system. A plain <button> already has the default look (src/styles/base.css); these add
// the variants and the icon-only button, whose name is required (it has no visible text).
import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../components/status/Icon.tsx';

type Variant = 'plain' | 'primary' | 'danger' | 'quiet';

export function Button({
  variant = 'plain',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const cls = [variant === 'plain' ? null : `btn-${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={cls || undefined} {...rest} />;
}

/** An icon alone: its `label` is its accessible name and its tooltip. */
export function IconButton({
  icon,
  label,
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  icon: IconName;
  label: string;
}) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      title={label}
      {...rest}
    >
      <Icon name={icon} />
    </button>
  );
}
