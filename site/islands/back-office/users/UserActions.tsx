import { Icon } from '../../shared/Icon.tsx';
import type { BackOfficeUsersT as BackOfficeT } from '../messages.ts';
import { type BackOfficeUser, fullName } from './back-office-user.ts';

interface ToggleProps {
  t: BackOfficeT;
  user: BackOfficeUser;
  disabled: boolean;
  onToggle: () => void;
}

/** Suspends an active user or activates an inactive one; the icon and the words say which. */
export function ToggleUserButton({ t, user, disabled, onToggle }: ToggleProps) {
  const label = t(user.isActive ? 'backOffice.users.suspendOne' : 'backOffice.users.activateOne', {
    name: fullName(user),
  });
  return (
    <button
      className={`icon-btn row-action ${user.isActive ? 'row-action-danger' : 'row-action-primary'}`}
      type="button"
      title={label}
      disabled={disabled}
      onClick={onToggle}
      data-testid="toggle-user"
    >
      <Icon name={user.isActive ? 'ban' : 'checkCircle'} />
      <span className="sr-only">{label}</span>
    </button>
  );
}

interface EditProps {
  t: BackOfficeT;
  user: BackOfficeUser;
  disabled: boolean;
  onEdit: () => void;
}

/** Opens the user's edit dialog. */
export function EditUserButton({ t, user, disabled, onEdit }: EditProps) {
  const label = t('backOffice.users.edit', { name: fullName(user) });
  return (
    <button
      className="icon-btn row-action row-action-primary"
      type="button"
      title={label}
      disabled={disabled}
      onClick={onEdit}
      data-testid="edit-user"
    >
      <Icon name="pencil" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
