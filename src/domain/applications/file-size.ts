const NBSP = '\u00a0';

/** A file size for people: '820 Б', '350 КБ', '1,2 МБ' (Russian decimal comma, binary units). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return `0${NBSP}Б`;
  if (bytes < 1024) return `${Math.round(bytes)}${NBSP}Б`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.max(1, Math.round(kb))}${NBSP}КБ`;
  const mb = kb / 1024;
  const shown = mb < 10 ? (Math.round(mb * 10) / 10).toString() : Math.round(mb).toString();
  return `${shown.replace('.', ',')}${NBSP}МБ`;
}
