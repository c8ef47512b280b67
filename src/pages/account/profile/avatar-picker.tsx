import { useId, useRef, type ChangeEvent } from 'react';
import {
  AVATAR_ACCEPT,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_RECOMMENDED_SIZE,
  checkAvatarFileSize,
  isAvatarMediaType,
} from '../../../domain/accounts/avatar';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The avatar with its preview (accounts §2.5, §5.6): a file picker for an image of at most 400 KB
 * (else the alert 'Макс. размер 400 КБ'), 400×400 px recommended, and a button to remove it.
 */
export function AvatarPicker({
  value,
  name,
  onChange,
}: {
  value: string | null;
  name: string;
  onChange: (value: string | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const tooLarge = checkAvatarFileSize(file.size);
    if (tooLarge) {
      window.alert(tooLarge);
      return;
    }
    if (!isAvatarMediaType(file.type)) {
      window.alert(AVATAR_NOT_IMAGE_MESSAGE);
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      window.alert(AVATAR_NOT_IMAGE_MESSAGE);
    }
  };

  const letter = (name.trim() || '?').charAt(0).toUpperCase();
  return (
    <div className="avatar-picker">
      <div className="avatar-picker__preview">
        {value ? (
          <img src={value} alt="Фото профиля" width={96} height={96} />
        ) : (
          <span aria-hidden="true">{letter}</span>
        )}
      </div>
      <div className="avatar-picker__controls">
        <span className="form-field__label">Фото профиля</span>
        <div className="avatar-picker__buttons">
          <button
            type="button"
            className="button button--ghost avatar-picker__button"
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {value ? 'Заменить фото' : 'Загрузить фото'}
          </button>
          {value ? (
            <button type="button" className="avatar-picker__remove" onClick={() => onChange(null)}>
              Удалить
            </button>
          ) : null}
        </div>
        <p id={hintId} className="form-field__hint">
          PNG, JPEG, WebP или GIF до 400 КБ. Рекомендуемый размер — {AVATAR_RECOMMENDED_SIZE}.
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Файл фото профиля"
          onChange={(event) => void onFile(event)}
        />
      </div>
    </div>
  );
}
