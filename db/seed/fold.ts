/** Croatian letters whose plain ASCII form is not just the letter without its mark. */
const SPECIAL: Record<string, string> = { Đ: 'Dj', đ: 'dj' };

/** ASCII form of a name for nameUniversal and search: "Đakovo" -> "Djakovo", "Šibenik" -> "Sibenik". */
export function foldToAscii(text: string): string {
  return text
    .replace(/[Đđ]/g, (ch) => SPECIAL[ch])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
