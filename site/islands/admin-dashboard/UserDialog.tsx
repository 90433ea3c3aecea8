import type { ErrorTranslator } from '../../lib/error-text.ts';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useDialogForm } from '../forms/use-dialog-form.ts';
import { DialogFormFooter } from '../shared/DialogFormFooter.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { adminActions, type DashboardUser, refreshAdminData, type SetupLink } from './admin-dashboard-api.ts';
import type { AdT } from './messages.ts';
import { checkUserForm, EMPTY_USER_FORM, formOf, USER_ROLES, type UserForm } from './user-form.ts';

interface Props {
  t: AdT;
  errors: ErrorTranslator;
  /** The user to edit; none to create one. */
  user: DashboardUser | null;
  onClose: () => void;
  /** After a creation: the new user and their one-time set-up link. */
  onCreated: (user: DashboardUser, link: SetupLink) => void;
}

const PROBLEM_TEXT = {
  firstName: 'ad.form.firstNameRequired',
  lastName: 'ad.form.lastNameRequired',
  email: 'ad.form.emailInvalid',
  phone: 'ad.form.phoneInvalid',
} as const;

/**
 * The create/edit dialog → POST /api/admin/users or PUT /api/admin/users/{id}, with
 * the toasts "User Created", "User Updated", "Creation Failed", "Update Failed". No password
 * field: a new user chooses theirs from the set-up link.
 */
export function UserDialog({ t, errors, user, onClose, onCreated }: Props) {
  const editing = user !== null;
  const labels = {
    firstName: t('ad.form.firstName'),
    lastName: t('ad.form.lastName'),
    email: t('ad.form.email'),
    phone: t('ad.form.phone'),
    role: t('ad.form.role'),
    isActive: t('ad.form.isActive'),
  };
  const { form, set, fieldErrors, submitting, onSubmit } = useDialogForm({
    initial: user ? formOf(user) : EMPTY_USER_FORM,
    errors,
    labels,
    check: checkUserForm,
    problemText: (problem) => t(PROBLEM_TEXT[problem]),
    // An update answers nothing `done` needs; a creation, the user and their set-up link.
    send: async ({ payload }) => {
      if (!user) return adminActions.createUser(payload);
      await adminActions.updateUser(user.id, payload);
      return null;
    },
    success: { title: t(editing ? 'ad.userUpdated' : 'ad.userCreated') },
    done: (created) => {
      refreshAdminData();
      if (created) onCreated(created.user, created.setupLink);
      else onClose();
    },
    failure: {
      title: t(editing ? 'ad.updateFailed' : 'ad.createFailed'),
      body: t(editing ? 'ad.updateFailedBody' : 'ad.createFailedBody'),
    },
  });

  const titleId = 'user-dialog-title';
  return (
    <Modal titleId={titleId} onClose={onClose} testId="user-dialog">
      <DialogHeader
        titleId={titleId}
        title={t(editing ? 'ad.form.editTitle' : 'ad.form.createTitle')}
        description={t(editing ? 'ad.form.editSubtitle' : 'ad.form.createSubtitle')}
        closeLabel={t('ad.close')}
        onClose={onClose}
      />
      <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="user-form">
        <div className="form-row">
          <TextField
            id="user-first-name"
            label={labels.firstName}
            autoComplete="off"
            maxLength={100}
            required
            value={form.firstName}
            onChange={(event) => set({ firstName: event.target.value })}
            error={fieldErrors.firstName}
          />
          <TextField
            id="user-last-name"
            label={labels.lastName}
            autoComplete="off"
            maxLength={100}
            required
            value={form.lastName}
            onChange={(event) => set({ lastName: event.target.value })}
            error={fieldErrors.lastName}
          />
        </div>
        <TextField
          id="user-email"
          label={labels.email}
          type="email"
          autoComplete="off"
          maxLength={254}
          required
          value={form.email}
          onChange={(event) => set({ email: event.target.value })}
          error={fieldErrors.email}
        />
        <TextField
          id="user-phone"
          label={labels.phone}
          hint={t('ad.form.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="237677123456"
          value={form.phone}
          onChange={(event) => set({ phone: event.target.value })}
          error={fieldErrors.phone}
        />
        <Field id="user-form-role" label={labels.role} error={fieldErrors.role}>
          {(describedBy) => (
            <select
              id="user-form-role"
              className="select"
              aria-describedby={describedBy}
              value={form.role}
              onChange={(event) => set({ role: event.target.value as UserForm['role'] })}
            >
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`ad.role.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="checkbox ad-active-choice">
          <input
            type="checkbox"
            id="user-active"
            checked={form.isActive}
            onChange={(event) => set({ isActive: event.target.checked })}
          />
          <span>{labels.isActive}</span>
        </label>
        <DialogFormFooter
          cancelLabel={t('ad.cancel')}
          onCancel={onClose}
          submitLabel={t(editing ? 'ad.form.save' : 'ad.form.create')}
          busyLabel={t('ad.form.saving')}
          busy={submitting}
          submitTestId="user-submit"
        />
      </form>
    </Modal>
  );
}
