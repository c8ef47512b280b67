import { Checkbox } from '../../ui/checkbox/checkbox';

/** The account's e-mail opt-in (accounts §2.1, §2.5): registration, the profile and the settings. */
export function NewsletterCheckbox({
  checked,
  onChange,
  email,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The address it goes to, where the form shows it. */
  email?: string;
}) {
  return (
    <Checkbox checked={checked} onChange={onChange}>
      Получать новости и специальные предложения на e-mail{email ? ` ${email}` : null}
    </Checkbox>
  );
}
