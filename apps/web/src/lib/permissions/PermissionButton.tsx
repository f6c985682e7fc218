import Button, { type ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { usePermission } from './use-permission';

export interface PermissionButtonProps extends ButtonProps {
  /** The permission code that limits the button; without one the button is always shown. */
  permission?: string | null;
}

/**
 * A Semi Button that renders only when its permission code is held (seed 000 §6). Not rendered
 * at all otherwise (like RuoYi's v-hasPermi and vben's v-access), so nothing is left to enable.
 */
export function PermissionButton({ permission, ...props }: PermissionButtonProps) {
  const allowed = usePermission(permission);
  return allowed ? <Button {...props} /> : null;
}
