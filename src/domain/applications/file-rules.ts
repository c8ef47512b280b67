/**
 * The resume file rules (spec §5.2, §9), shared by the vacancies form and the server. Pure: no DOM,
 * no File object — give it the name, size and type of the chosen file. Every message is the exact
 * Russian text of the spec.
 */

/** Maximum resume size: 10 MB (10 × 1024 × 1024 bytes). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export type ResumeKind = 'pdf' | 'doc' | 'docx';
/** Accepted extensions, lower case, without the dot. */
export const RESUME_EXTENSIONS: readonly ResumeKind[] = ['pdf', 'doc', 'docx'];

/** The MIME types that count as each kind (the first is the canonical one). */
export const RESUME_MIME_TYPES: Readonly<Record<ResumeKind, readonly string[]>> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

/** Every accepted MIME type. */
export const RESUME_ALLOWED_MIME_TYPES: readonly string[] = RESUME_EXTENSIONS.flatMap(
  (kind) => RESUME_MIME_TYPES[kind],
);

/** What a file picker or the share sheet may offer: the extensions with their dots, the types. */
export const RESUME_ACCEPT_LIST: readonly string[] = [
  ...RESUME_EXTENSIONS.map((extension) => `.${extension}`),
  ...RESUME_ALLOWED_MIME_TYPES,
];

/** The `accept` attribute of the file input. */
export const RESUME_ACCEPT = RESUME_ACCEPT_LIST.join(',');

export const FILE_TOO_LARGE_MESSAGE = 'Слишком большой файл — до 10 МБ.';
export const FILE_TYPE_MESSAGE = 'Допустимы только PDF, DOC, DOCX.';
export const FILE_MISSING_MESSAGE = 'Файл не выбран.';
export const FILE_UPLOADING_MESSAGE = 'Дождитесь окончания загрузки файла.';
export const FILE_UPLOAD_FAILED_MESSAGE = 'Не удалось загрузить файл. Попробуйте ещё раз.';

/** Longest accepted file name, in characters (not in the spec: keeps a stored name sane). */
export const RESUME_NAME_MAX_LENGTH = 255;

/** Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise an extension. */
function isUnsafeCharacter(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function withoutUnsafeCharacters(value: string): string {
  return Array.from(value)
    .filter((character) => !isUnsafeCharacter(character.codePointAt(0) ?? 0))
    .join('');
}

/**
 * The file name as a person would read it: percent-decoded once when it is percent-encoded (a
 * malformed sequence leaves it as is), NFC-normalised, without any folder part, control characters
 * or bidirectional overrides, and without trailing dots and spaces (which Windows drops, so
 * 'cv.exe. ' is 'cv.exe').
 */
export function decodeFileName(raw: string): string {
  let name = raw;
  if (/%[0-9a-f]{2}/i.test(name)) {
    try {
      name = decodeURIComponent(name);
    } catch {
      // Not percent-encoded after all: keep the name as given.
    }
  }
  name = withoutUnsafeCharacters(name.normalize('NFC'));
  const lastSlash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  if (lastSlash >= 0) name = name.slice(lastSlash + 1);
  return name.replace(/[. ]+$/u, '').trim();
}

/** The lower-case extension of a (decoded) name, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

/** The kind a MIME type stands for, or null (parameters such as '; charset=' are ignored). */
export function kindOfMimeType(type: string): ResumeKind | null {
  const bare = (type.split(';')[0] ?? '').trim().toLowerCase();
  for (const kind of RESUME_EXTENSIONS) {
    if (RESUME_MIME_TYPES[kind].includes(bare)) return kind;
  }
  return null;
}

/**
 * The kind of a resume by its name and type. The extension decides when the name has one (a name
 * with another extension is refused whatever its type says, so 'cv.exe' typed as a PDF is not a
 * resume); a name without an extension is accepted by a matching MIME type (spec §5.2: "by
 * extension pdf, doc, docx, or by matching MIME type").
 */
export function resumeKind(name: string, type = ''): ResumeKind | null {
  const extension = fileExtension(decodeFileName(name));
  if (extension) {
    return (RESUME_EXTENSIONS as readonly string[]).includes(extension)
      ? (extension as ResumeKind)
      : null;
  }
  return kindOfMimeType(type);
}

export interface ResumeFileLike {
  name: string;
  size: number;
  /** The browser's MIME type; '' when unknown. */
  type?: string;
}

export type ResumeFileCheck =
  { ok: true; kind: ResumeKind; name: string } | { ok: false; error: string };

/**
 * A name no longer than RESUME_NAME_MAX_LENGTH characters: the part before the extension is cut,
 * the extension kept.
 */
export function shortenFileName(name: string): string {
  if (name.length <= RESUME_NAME_MAX_LENGTH) return name;
  const extension = fileExtension(name);
  const suffix = extension ? `.${extension}` : '';
  const stem = Array.from(name.slice(0, name.length - suffix.length));
  return stem.slice(0, RESUME_NAME_MAX_LENGTH - suffix.length).join('') + suffix;
}

/**
 * Checks a chosen file (spec §5.2): none chosen (or a name with nothing readable) → 'Файл не
 * выбран.'; over 10 MB → 'Слишком большой файл — до 10 МБ.'; not a PDF, DOC or DOCX (an empty
 * file is none of them) → 'Допустимы только PDF, DOC, DOCX.'. On success gives the kind and the
 * decoded name, shortened to RESUME_NAME_MAX_LENGTH characters.
 */
export function checkResumeFile(file: ResumeFileLike | null | undefined): ResumeFileCheck {
  if (!file || typeof file.name !== 'string') return { ok: false, error: FILE_MISSING_MESSAGE };
  const name = decodeFileName(file.name);
  if (!name) return { ok: false, error: FILE_MISSING_MESSAGE };
  if (typeof file.size !== 'number' || Number.isNaN(file.size)) {
    return { ok: false, error: FILE_MISSING_MESSAGE };
  }
  if (file.size > RESUME_MAX_BYTES) return { ok: false, error: FILE_TOO_LARGE_MESSAGE };
  const kind = resumeKind(name, typeof file.type === 'string' ? file.type : '');
  if (!kind || file.size <= 0 || !Number.isInteger(file.size)) {
    return { ok: false, error: FILE_TYPE_MESSAGE };
  }
  return { ok: true, kind, name: shortenFileName(name) };
}
