import { type SubmitEvent, useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
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
  const [form, setForm] = useState<UserForm>(user ? formOf(user) : EMPTY_USER_FORM);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (patch: Partial<UserForm>) => setForm((current) => ({ ...current, ...patch }));
  const labels = {
    firstName: t('ad.form.firstName'),
    lastName: t('ad.form.lastName'),
    email: t('ad.form.email'),
    phone: t('ad.form.phone'),
    role: t('ad.form.role'),
    isActive: t('ad.form.isActive'),
  };

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkUserForm(form);
    if (!checked.ok) {
      setFieldErrors(Object.fromEntries(checked.problems.map((problem) => [problem, t(PROBLEM_TEXT[problem])])));
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      if (user) {
        await adminActions.updateUser(user.id, checked.payload);
        toast({ title: t('ad.userUpdated'), variant: 'success' });
        refreshAdminData();
        onClose();
      } else {
        const created = await adminActions.createUser(checked.payload);
        toast({ title: t('ad.userCreated'), variant: 'success' });
        refreshAdminData();
        onCreated(created.user, created.setupLink);
      }
    } catch (failure) {
      setFieldErrors(errors.fields(failure, labels));
      toastFailure(
        t(editing ? 'ad.updateFailed' : 'ad.createFailed'),
        errors.message(failure, labels) ?? t(editing ? 'ad.updateFailedBody' : 'ad.createFailedBody'),
      );
      setSubmitting(false);
    }
  }

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
        <div className="dialog-footer">
          <button className="btn btn-outline" type="button" onClick={onClose}>
            {t('ad.cancel')}
          </button>
          <button className="btn btn-primary" type="submit" disabled={submitting} data-testid="user-submit">
            {submitting ? t('ad.form.saving') : t(editing ? 'ad.form.save' : 'ad.form.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
