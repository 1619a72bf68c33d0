import 'server-only';
import type { OfficePackage } from './file-types';
import { openZip, type ZipArchive } from './zip';
import { xmlElements } from './xml-tags';

/**
 * Is a zip named .docx/.xlsx/.pptx (.odt/.ods/.odp) really that document? Checked inside the
 * bounded zip reading (./zip.ts), from the package's own structure:
 * - Office Open XML: [Content_Types].xml names the format's main part (e.g. the
 *   wordprocessingml document), that part and the package relationships (_rels/.rels) pointing
 *   at it are present, and every entry has a content type (OPC's rule; an .exe dropped into a
 *   document has none).
 * - OpenDocument: the `mimetype` entry names the format, META-INF/manifest.xml and content.xml
 *   are present.
 * Only these small parts are inflated. Throws PackageError when the bytes are not the declared
 * kind; ZipLimitError and ZipFormatError pass through.
 */
export class PackageError extends Error {}

/** Content types, relationships, the workbook: a part of the structure above this is no document. */
export const STRUCTURE_PART_MAX_BYTES = 8 * 1024 * 1024;

export type OoxmlPackage = {
  zip: ZipArchive;
  /** The main part's name in the zip, e.g. "xl/workbook.xml". */
  mainPart: string;
  /** Content type per part name (no leading slash, lower case) from the Override elements. */
  overrides: ReadonlyMap<string, string>;
};

const notThePackage = (what: string): never => {
  throw new PackageError(`package: ${what}`);
};

export async function openOoxml(bytes: Uint8Array, mainContentType: string): Promise<OoxmlPackage> {
  const zip = openZip(bytes);
  if (!zip.entry('[Content_Types].xml')) notThePackage('no [Content_Types].xml');
  const types = await zip.text('[Content_Types].xml', STRUCTURE_PART_MAX_BYTES);
  if (!/<(?:[\w.-]+:)?Types[\s>]/.test(types)) notThePackage('no Types element');
  const defaults = new Map<string, string>();
  for (const d of xmlElements(types, 'Default')) defaults.set((d.get('Extension') ?? '').toLowerCase(), d.get('ContentType') ?? '');
  const overrides = new Map<string, string>();
  for (const o of xmlElements(types, 'Override')) overrides.set(partName(o.get('PartName') ?? ''), o.get('ContentType') ?? '');

  const mainPart = [...overrides].find(([, type]) => type === mainContentType)?.[0] ?? notThePackage('no main part declared');
  const main = zip.entry(mainPart) ?? notThePackage(`no ${mainPart}`);
  if (!zip.entry('_rels/.rels')) notThePackage('no package relationships');
  const rels = xmlElements(await zip.text('_rels/.rels', STRUCTURE_PART_MAX_BYTES), 'Relationship');
  const pointsAtMain = rels.some(
    (r) => (r.get('Type') ?? '').endsWith('/officeDocument') && resolvePart('', r.get('Target') ?? '') === mainPart,
  );
  if (!pointsAtMain) notThePackage('the package relationships do not name the main part');

  for (const entry of zip.entries) {
    if (entry.name.endsWith('/') || entry.name === '[Content_Types].xml') continue;
    const dot = entry.name.lastIndexOf('.');
    const extension = dot > entry.name.lastIndexOf('/') ? entry.name.slice(dot + 1).toLowerCase() : '';
    if (!overrides.has(partName(entry.name)) && !defaults.has(extension)) notThePackage(`no content type for ${entry.name}`);
  }
  return { zip, mainPart: main.name, overrides };
}

async function checkOdf(bytes: Uint8Array, mimetype: string): Promise<void> {
  const zip = openZip(bytes);
  if (!zip.entry('mimetype') || (await zip.text('mimetype', 1024)).trim() !== mimetype) notThePackage('mimetype');
  if (!zip.entry('META-INF/manifest.xml') || !zip.entry('content.xml')) notThePackage('no manifest or content');
}

export async function checkOfficePackage(bytes: Uint8Array, rule: OfficePackage): Promise<void> {
  if (rule.kind === 'ooxml') await openOoxml(bytes, rule.mainContentType);
  else await checkOdf(bytes, rule.mimetype);
}

/** "/xl/workbook.xml" -> "xl/workbook.xml" (lower case: part names compare case-insensitively). */
function partName(name: string): string {
  return name.replace(/^\//, '').toLowerCase();
}

/**
 * A relationship's target as a part name: absolute ("/xl/worksheets/sheet1.xml") or relative to
 * the folder of the part it belongs to ("worksheets/sheet1.xml" from "xl/"), "." and ".."
 * resolved; lower case like partName.
 */
export function resolvePart(baseFolder: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : baseFolder + target;
  const parts: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/').toLowerCase();
}
