import { useId, type FormEvent } from 'react';
import { isAdminUser } from '../../../domain/accounts/admin';
import { GROUP_LABELS, GROUP_OPTIONS, isLockedGroup } from '../../../domain/accounts/groups';
import { PROFILE_MAX_LENGTH, type ProfileField } from '../../../domain/accounts/profile';
import type { AccountUser } from '../../../domain/accounts/user';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { CitySelect } from '../../../ui/city-select/city-select';
import { LOADING_TEXT } from '../loading-text';
import { SaveActions } from '../save-actions';
import { AvatarPicker } from './avatar-picker';
import { useProfileForm } from './use-profile-form';
import './profile-form.css';

export const PROFILE_FORM_ID = 'account-profile-form';

/** The profile tab: the form in the content column and the save button in the sidebar (§2.5). */
export function ProfileTab({ user }: { user: AccountUser }) {
  const form = useProfileForm(user);
  const { values, errors, setField, control } = form;
  const id = useId();
  const admin = isAdminUser(form.record ?? user);
  const ids = (field: ProfileField) => ({ id: `${id}-${field}`, errorId: `${id}-${field}-error` });
  const a11y = (field: ProfileField) => ({
    id: ids(field).id,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? ids(field).errorId : undefined,
  });
  const error = (field: ProfileField) =>
    errors[field] ? (
      <p id={ids(field).errorId} className="profile-form__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
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
            onSubmit={onSubmit}
            aria-busy={form.saving || undefined}
          >
            <AvatarPicker value={form.avatar.value} name={values.name} onChange={form.setAvatar} />
            <div className="profile-form__field">
              <label htmlFor={ids('username').id} className="profile-form__label">
                Имя пользователя
              </label>
              <input
                ref={control('username')}
                className="profile-form__input"
                autoComplete="nickname"
                maxLength={PROFILE_MAX_LENGTH.username}
                value={values.username}
                onChange={(event) => setField('username', event.target.value)}
                {...a11y('username')}
              />
              {error('username')}
            </div>
            <div className="profile-form__field">
              <label htmlFor={ids('name').id} className="profile-form__label">
                Отображаемое имя
              </label>
              <input
                ref={control('name')}
                className="profile-form__input"
                autoComplete="name"
                maxLength={PROFILE_MAX_LENGTH.name}
                value={values.name}
                onChange={(event) => setField('name', event.target.value)}
                {...a11y('name')}
              />
              {error('name')}
            </div>
            <div className="profile-form__field">
              <label htmlFor={ids('phone').id} className="profile-form__label">
                Телефон
              </label>
              <input
                ref={control('phone')}
                className="profile-form__input"
                type="tel"
                autoComplete="tel"
                placeholder="+7 (XXX) XXX-XX-XX"
                maxLength={PROFILE_MAX_LENGTH.phone}
                value={values.phone}
                onChange={(event) => setField('phone', event.target.value)}
                {...a11y('phone')}
              />
              {error('phone')}
            </div>
            <div className="profile-form__field">
              <label htmlFor={ids('group').id} className="profile-form__label">
                Группа
              </label>
              <select
                ref={control('group')}
                className="profile-form__input profile-form__select"
                value={values.group}
                onChange={(event) => setField('group', event.target.value)}
                {...a11y('group')}
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
                {extraGroup ? <option value={extraGroup}>{GROUP_LABELS[extraGroup]}</option> : null}
              </select>
              {error('group')}
              {!admin && !isLockedGroup(storedGroup) ? (
                <p className="profile-form__hint">
                  Группы «Поставщик» и «Партнёр» назначает администратор.
                </p>
              ) : null}
            </div>
            <div className="profile-form__field">
              <label htmlFor={ids('city').id} className="profile-form__label">
                Город
              </label>
              <div ref={(element) => control('city')(element?.querySelector('input') ?? null)}>
                <CitySelect
                  id={ids('city').id}
                  value={values.city}
                  onChange={(city) => setField('city', city)}
                  invalid={Boolean(errors.city)}
                  describedBy={errors.city ? ids('city').errorId : undefined}
                />
              </div>
              {error('city')}
            </div>
            <div className="profile-form__field profile-form__field--wide">
              <label htmlFor={ids('about').id} className="profile-form__label">
                О себе
              </label>
              <textarea
                ref={control('about')}
                className="profile-form__input profile-form__textarea"
                maxLength={PROFILE_MAX_LENGTH.about}
                placeholder="Чем занимаетесь, какие объекты интересны"
                value={values.about}
                onChange={(event) => setField('about', event.target.value)}
                {...a11y('about')}
              />
              {error('about')}
            </div>
            <div className="profile-form__field profile-form__field--wide">
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
