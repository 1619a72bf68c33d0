import 'server-only';
import { XLSX_MAIN_CONTENT_TYPE } from '@/lib/files/file-types';
import { openOoxml, PackageError, resolvePart, STRUCTURE_PART_MAX_BYTES } from '@/lib/files/office-package';
import { writeZip, type ZipWriteEntry } from '@/lib/files/zip';
import { encodeXml, xmlElements } from '@/lib/files/xml-tags';

/**
 * The parts of an uploaded .xlsx that an import reads, and nothing else. The upload is opened
 * with the bounded zip reader (lib/files/zip.ts: declared sizes and ratios checked first, every
 * part inflated with a cap, one budget for the file); the workbook and its relationships name
 * the chosen sheet's part and the shared strings, and those four parts go to SheetJS as a small
 * uncompressed zip with content types of its own. Document properties, other sheets, styles,
 * images and comments are never inflated (SheetJS would inflate every entry of the original).
 *
 * Throws ZipLimitError (over the budget: a zip bomb), ZipFormatError and PackageError (not a
 * readable .xlsx).
 */
export type ImportParts = { ok: true; sheetName: string; bytes: Uint8Array } | { ok: false; code: 'sheetMissing' };

const SPREADSHEETML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Sheet names are case-insensitive in Excel: an exact match first, then ignoring case and outer spaces. */
export function findSheet(names: readonly string[], wanted: string): string | null {
  if (names.includes(wanted)) return wanted;
  const key = wanted.trim().toLocaleLowerCase('hr');
  return names.find((n) => n.trim().toLocaleLowerCase('hr') === key) ?? null;
}

/** `wantedSheet` null: the workbook's first sheet (an import that names no sheet). */
export async function workbookPartsForImport(bytes: Uint8Array, wantedSheet: string | null): Promise<ImportParts> {
  const { zip, mainPart } = await openOoxml(bytes, XLSX_MAIN_CONTENT_TYPE);
  const folder = mainPart.slice(0, mainPart.lastIndexOf('/') + 1);
  const relsPart = zip.entry(`${folder}_rels/${mainPart.slice(folder.length)}.rels`);
  if (!relsPart) throw new PackageError('workbook without relationships');

  const workbook = await zip.read(mainPart, STRUCTURE_PART_MAX_BYTES);
  const rels = await zip.read(relsPart.name, STRUCTURE_PART_MAX_BYTES);
  const relationships = xmlElements(rels.toString('utf8'), 'Relationship').filter((r) => r.get('TargetMode') !== 'External');
  const sheets = xmlElements(workbook.toString('utf8'), 'sheet').map((s) => ({ name: s.get('name') ?? '', relId: s.get('id') }));

  const sheetName =
    wantedSheet === null
      ? (sheets[0]?.name ?? null)
      : findSheet(
          sheets.map((s) => s.name),
          wantedSheet,
        );
  if (sheetName === null) return { ok: false, code: 'sheetMissing' };
  const target = (r: ReadonlyMap<string, string> | undefined) => (r ? zip.entry(resolvePart(folder, r.get('Target') ?? '')) : undefined);
  const relId = sheets.find((s) => s.name === sheetName)!.relId;
  const sheet = target(relationships.find((r) => r.get('Id') === relId));
  if (!sheet) throw new PackageError(`no part for the sheet ${sheetName}`);
  const sharedStrings = target(relationships.find((r) => (r.get('Type') ?? '').endsWith('/sharedStrings')));

  const parts: ZipWriteEntry[] = [
    { name: mainPart, data: workbook },
    { name: relsPart.name, data: rels },
    { name: sheet.name, data: await zip.read(sheet.name) },
  ];
  const overrides: [string, string][] = [
    [mainPart, XLSX_MAIN_CONTENT_TYPE],
    [sheet.name, `${SPREADSHEETML}.worksheet+xml`],
  ];
  if (sharedStrings) {
    parts.push({ name: sharedStrings.name, data: await zip.read(sharedStrings.name) });
    overrides.push([sharedStrings.name, `${SPREADSHEETML}.sharedStrings+xml`]);
  }
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    overrides.map(([part, type]) => `<Override PartName="/${encodeXml(part)}" ContentType="${type}"/>`).join('') +
    '</Types>';
  parts.unshift({ name: '[Content_Types].xml', data: Buffer.from(contentTypes, 'utf8') });
  return { ok: true, sheetName, bytes: writeZip(parts) };
}
