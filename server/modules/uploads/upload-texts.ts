/**
 * What the upload calls answer on failure: the Russian text, a stable code for the client and the
 * stage (accounts spec §7: "on failure it may carry stage, code, status").
 */
import {
  FILE_MISSING_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
} from '../../../src/domain/applications/file-rules';

export type UploadStage = 'prepare' | 'upload';

export const UPLOAD_ERRORS = {
  file_missing: { status: 400, error: FILE_MISSING_MESSAGE },
  file_too_large: { status: 400, error: FILE_TOO_LARGE_MESSAGE },
  file_type: { status: 400, error: FILE_TYPE_MESSAGE },
  size_mismatch: {
    status: 400,
    error: 'Размер файла не совпадает с заявленным. Выберите файл ещё раз.',
  },
  upload_not_found: {
    status: 404,
    error: 'Ссылка для загрузки не найдена. Выберите файл ещё раз.',
  },
  upload_expired: {
    status: 410,
    error: 'Срок действия ссылки для загрузки истёк. Выберите файл ещё раз.',
  },
  upload_used: { status: 409, error: 'Ссылка для загрузки уже использована.' },
  body_too_large: { status: 413, error: FILE_TOO_LARGE_MESSAGE },
} as const;

export type UploadErrorCode = keyof typeof UPLOAD_ERRORS;

export interface UploadErrorBody {
  ok: false;
  error: string;
  stage: UploadStage;
  code: UploadErrorCode;
  status: number;
}

export function uploadError(stage: UploadStage, code: UploadErrorCode): UploadErrorBody {
  const { status, error } = UPLOAD_ERRORS[code];
  return { ok: false, error, stage, code, status };
}

/** The submission names an upload that does not exist or was never completed. */
export const RESUME_NOT_FOUND_TEXT = 'Файл резюме не найден. Загрузите его ещё раз.';
