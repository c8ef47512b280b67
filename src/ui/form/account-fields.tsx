import { TextField, type TextFieldProps } from './text-field';

/** An account form's field: TextField without what these fields fix themselves. */
type AccountFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & {
  /** The browser's autofill hint: `username` where an account is named, `email` where one is made. */
  autoComplete: 'username' | 'email' | 'current-password' | 'new-password';
};

/** The e-mail of the account forms (login, register, forgotten password). */
export function EmailField(props: AccountFieldProps) {
  return <TextField label="E-mail" type="email" inputMode="email" {...props} />;
}

/** A masked password field of the account forms (login, register, the password change). */
export function PasswordField({
  label = 'Пароль',
  ...props
}: AccountFieldProps & { label?: string }) {
  return <TextField label={label} type="password" {...props} />;
}
