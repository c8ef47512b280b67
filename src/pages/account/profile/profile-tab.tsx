import { useId } from 'react';
import { isAdminUser } from '../../../domain/accounts/admin';
import { GROUP_LABELS, GROUP_OPTIONS, isLockedGroup } from '../../../domain/accounts/groups';
import { PROFILE_MAX_LENGTH } from '../../../domain/accounts/profile';
import type { AccountUser } from '../../../domain/accounts/user';
import { NewsletterCheckbox } from '../../../features/auth/newsletter-checkbox';
import { CityField } from '../../../ui/city-select/city-field';
import { FormField } from '../../../ui/form/form-field';
import { AppForm } from '../../../ui/form/app-form';
import { TextAreaField, TextField } from '../../../ui/form/text-field';
import { LOADING_TEXT } from '../loading-text';
import { SaveActions } from '../save-actions';
import { AvatarPicker } from './avatar-picker';
import { useProfileForm } from './use-profile-form';
import './profile-form.css';

export const PROFILE_FORM_ID = 'account-profile-form';

/** The profile tab: the form in the content column and the save button in the sidebar (§2.5). */
export function ProfileTab({ user }: { user: AccountUser }) {
  const form = useProfileForm(user);
  const { values, errors, setField, control, fieldId, textField } = form;
  const id = useId();
  const admin = isAdminUser(form.record ?? user);

  // The stored group stays selectable even when it is a locked one (given by an admin).
  const storedGroup = form.record?.group ?? user.group;
  const extraGroup = GROUP_OPTIONS.some((option) => option.code === storedGroup)
    ? null
    : storedGroup;

  return (
    <>
      <section className="account-layout__content account-panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="account-panel__title">
          Профиль
        </h2>
        {form.loading ? (
          <p className="account-panel__loading" role="status">
            {LOADING_TEXT}
          </p>
        ) : (
          <AppForm
            id={PROFILE_FORM_ID}
            className="profile-form form-grid"
            onSubmit={form.submit}
            busy={form.saving}
          >
            <AvatarPicker value={form.avatar.value} name={values.name} onChange={form.setAvatar} />
            <TextField
              {...textField('username')}
              label="Имя пользователя"
              autoComplete="nickname"
              maxLength={PROFILE_MAX_LENGTH.username}
            />
            <TextField
              {...textField('name')}
              label="Отображаемое имя"
              autoComplete="name"
              maxLength={PROFILE_MAX_LENGTH.name}
            />
            <TextField
              {...textField('phone')}
              label="Телефон"
              type="tel"
              autoComplete="tel"
              placeholder="+7 (XXX) XXX-XX-XX"
              maxLength={PROFILE_MAX_LENGTH.phone}
            />
            <FormField
              id={fieldId('group')}
              label="Группа"
              error={errors.group}
              hint={
                !admin && !isLockedGroup(storedGroup)
                  ? 'Группы «Поставщик» и «Партнёр» назначает администратор.'
                  : undefined
              }
            >
              {(aria) => (
                <select
                  ref={control('group')}
                  className="form-input form-input--select"
                  value={values.group}
                  onChange={(event) => setField('group', event.target.value)}
                  {...aria}
                >
                  {GROUP_OPTIONS.map((option) => (
                    <option
                      key={option.code}
                      value={option.code}
                      disabled={!admin && option.locked && option.code !== storedGroup}
                    >
                      {option.label}
                    </option>
                  ))}
                  {extraGroup ? (
                    <option value={extraGroup}>{GROUP_LABELS[extraGroup]}</option>
                  ) : null}
                </select>
              )}
            </FormField>
            <CityField
              id={fieldId('city')}
              label="Город"
              error={errors.city}
              inputRef={control('city')}
              value={values.city}
              onChange={(city) => setField('city', city)}
            />
            <TextAreaField
              {...textField('about')}
              label="О себе"
              className="form-grid__wide"
              maxLength={PROFILE_MAX_LENGTH.about}
              placeholder="Чем занимаетесь, какие объекты интересны"
            />
            <div className="form-grid__wide">
              <NewsletterCheckbox
                checked={values.emailOptIn}
                onChange={(checked) => setField('emailOptIn', checked)}
              />
            </div>
          </AppForm>
        )}
      </section>
      <SaveActions formId={PROFILE_FORM_ID} saving={form.saving} disabled={form.loading} />
    </>
  );
}
