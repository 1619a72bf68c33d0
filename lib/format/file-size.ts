/**
 * File sizes as an office user reads them: "512 B", "850 kB", "1,5 MB", "25 MB" (binary units,
 * a decimal comma, at most one decimal, none when it is zero). Integer arithmetic only.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let unit = 0;
  let scale = 1024;
  // Step up while the rounded value would read 1024 or more ("1024 kB" is "1 MB").
  while (unit < units.length - 1 && Math.round((bytes * 10) / scale) >= 10240) {
    scale *= 1024;
    unit++;
  }
  const tenths = Math.round((bytes * 10) / scale);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${whole}${decimal ? `,${decimal}` : ''} ${units[unit]}`;
}
