/** Small lookup tables seeded at every start-up (insert-if-missing, user edits are kept). */

/** shortName is the unique key; plain "m2"/"m3" so Excel imports of bills of quantities match. */
export const UNITS_OF_MEASUREMENT: ReadonlyArray<{ shortName: string; name: string; nameUniversal: string }> = [
  { shortName: 'kom', name: 'Komad', nameUniversal: 'Piece' },
  { shortName: 'm', name: 'Metar', nameUniversal: 'Metre' },
  { shortName: 'm2', name: 'Kvadratni metar', nameUniversal: 'Square metre' },
  { shortName: 'm3', name: 'Kubični metar', nameUniversal: 'Cubic metre' },
  { shortName: 'km', name: 'Kilometar', nameUniversal: 'Kilometre' },
  { shortName: 'kg', name: 'Kilogram', nameUniversal: 'Kilogram' },
  { shortName: 't', name: 'Tona', nameUniversal: 'Tonne' },
  { shortName: 'l', name: 'Litra', nameUniversal: 'Litre' },
  { shortName: 'h', name: 'Sat', nameUniversal: 'Hour' },
  { shortName: 'dan', name: 'Dan', nameUniversal: 'Day' },
  { shortName: 'mj', name: 'Mjesec', nameUniversal: 'Month' },
  { shortName: 'kpl', name: 'Komplet', nameUniversal: 'Set' },
  { shortName: 'paš', name: 'Paušal', nameUniversal: 'Lump sum' },
  { shortName: 'pak', name: 'Pakiranje', nameUniversal: 'Package' },
  { shortName: 'vr', name: 'Vreća', nameUniversal: 'Bag' },
  { shortName: 'pal', name: 'Paleta', nameUniversal: 'Pallet' },
];

/**
 * Companies of the group, with fixed ids: salaries and payroll default to company 1.
 * The names are placeholders an administrator renames (the seed never overwrites them).
 */
export const COMPANIES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'Gradilište d.o.o.' },
  { id: 2, name: 'Gradilište Montaža d.o.o.' },
  { id: 3, name: 'Gradilište Niskogradnja d.o.o.' },
];

/** Pay coefficients for work hour records (numeric(6,2), passed as strings). */
export const WORK_RECORD_COEFFICIENTS: ReadonlyArray<{ name: string; coefficient: string }> = [
  { name: 'Redovni rad', coefficient: '1.00' },
  { name: 'Noćni rad', coefficient: '1.30' },
  { name: 'Prekovremeni rad', coefficient: '1.50' },
  { name: 'Rad nedjeljom', coefficient: '1.35' },
  { name: 'Rad blagdanom', coefficient: '1.50' },
];
