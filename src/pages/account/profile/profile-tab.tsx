import { useId } from 'react';
import { isAdminUser } from '../../../domain/accounts/admin';
import { GROUP_LABELS, GROUP_OPTIONS, isLockedGroup } from '../../../domain/accounts/groups';
import { PROFILE_MAX_LENGTH } from '../../../domain/accounts/profile';
import type { AccountUser } from '../../../domain/accounts/user';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { CitySelect } from '../../../ui/city-select/city-select';
import { FormField } from '../../../ui/form/form-field';
import { submitWith } from '../../../ui/form/submit-with';
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
          <form
            id={PROFILE_FORM_ID}
            className="profile-form"
            noValidate
            onSubmit={submitWith(form.submit)}
            aria-busy={form.saving || undefined}
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
            <FormField id={fieldId('city')} label="Город" error={errors.city}>
              {(aria) => (
                <div ref={(element) => control('city')(element?.querySelector('input') ?? null)}>
                  <CitySelect
                    id={aria.id}
                    value={values.city}
                    onChange={(city) => setField('city', city)}
                    invalid={Boolean(aria['aria-invalid'])}
                    describedBy={aria['aria-describedby']}
                  />
                </div>
              )}
            </FormField>
            <TextAreaField
              {...textField('about')}
              label="О себе"
              className="profile-form__wide"
              maxLength={PROFILE_MAX_LENGTH.about}
              placeholder="Чем занимаетесь, какие объекты интересны"
            />
            <div className="profile-form__wide">
              <Checkbox
                checked={values.emailOptIn}
                onChange={(checked) => setField('emailOptIn', checked)}
              >
                Получать новости и специальные предложения на e-mail
              </Checkbox>
            </div>
          </form>
        )}
      </section>
      <SaveActions formId={PROFILE_FORM_ID} saving={form.saving} disabled={form.loading} />
    </>
  );
}
