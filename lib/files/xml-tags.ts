/**
 * Just enough XML for the package parts the server reads itself ([Content_Types].xml,
 * relationships, the workbook's sheet list): the attributes of every element of one local name.
 * Attributes are kept in a Map by local name (the prefix dropped: r:id is "id"), so no name
 * from a file ever becomes an object key.
 */
export type XmlAttributes = ReadonlyMap<string, string>;

const ENTITIES: ReadonlyMap<string, string> = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** Decodes the five named entities and numeric character references. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES.get(ref) ?? match;
  });
}

export function encodeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The attributes of each `<name .../>` or `<prefix:name ...>` element, in document order. */
export function xmlElements(xml: string, localName: string): XmlAttributes[] {
  const tag = new RegExp(`<(?:[\\w.-]+:)?${localName}(?=[\\s/>])([^>]*)>`, 'g');
  const out: XmlAttributes[] = [];
  for (const match of xml.matchAll(tag)) {
    const attributes = new Map<string, string>();
    for (const [, name, double, single] of match[1].matchAll(ATTRIBUTE)) {
      const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
      if (name.startsWith('xmlns')) continue;
      if (!attributes.has(local)) attributes.set(local, decodeXml(double ?? single));
    }
    out.push(attributes);
  }
  return out;
}
