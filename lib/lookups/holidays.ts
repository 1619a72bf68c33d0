import Holidays from 'date-holidays';
import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from './schemas';

/**
 * Croatian public holidays for any year (GET /api/Holidays?year), computed locally: no network
 * at run time. `date-holidays` knows the dates, including Easter-based ones and the pre-2020
 * law (Dan državnosti 25.6., Dan neovisnosti 8.10.). The texts are ours: localName exactly as
 * the reference table (law NN 110/2019, shared/reference/croatian-domain.md), English names in
 * the style of the spec's holiday shape.
 */
export type PublicHoliday = {
  /** 'YYYY-MM-DD' */
  date: string;
  localName: string;
  name: string;
  countryCode: 'HR';
  fixed: boolean;
  global: boolean;
  counties: string[] | null;
  launchYear: number | null;
  types: ['Public'];
};


type HolidayText = { localName: string; name: string; launchYear?: number };

/** Keyed by date-holidays' rule: fixed dates 'MM-DD', Easter-based 'easter N'. */
const TEXTS: Record<string, HolidayText> = {
  '01-01': { localName: 'Nova godina', name: "New Year's Day" },
  '01-06': { localName: 'Bogojavljenje ili Sveta tri kralja', name: 'Epiphany' },
  easter: { localName: 'Uskrs', name: 'Easter Sunday' },
  'easter 1': { localName: 'Uskrsni ponedjeljak', name: 'Easter Monday' },
  '05-01': { localName: 'Praznik rada', name: 'Labour Day' },
  '05-30': { localName: 'Dan državnosti', name: 'Statehood Day', launchYear: 2020 },
  'easter 60': { localName: 'Tijelovo', name: 'Corpus Christi' },
  '06-22': { localName: 'Dan antifašističke borbe', name: 'Anti-Fascist Struggle Day' },
  '08-05': {
    localName: 'Dan pobjede i domovinske zahvalnosti i Dan hrvatskih branitelja',
    name: 'Victory and Homeland Thanksgiving Day and the Day of Croatian Defenders',
  },
  '08-15': { localName: 'Velika Gospa', name: 'Assumption Day' },
  '11-01': { localName: 'Svi sveti', name: "All Saints' Day" },
  '11-18': {
    localName: 'Dan sjećanja na žrtve Domovinskog rata i Dan sjećanja na žrtvu Vukovara i Škabrnje',
    name: 'Remembrance Day',
    launchYear: 2020,
  },
  '12-25': { localName: 'Božić', name: 'Christmas Day' },
  '12-26': { localName: 'Sveti Stjepan', name: "St. Stephen's Day" },
  // Law before 2020 (date-holidays marks these rules with an end "#1").
  '06-25': { localName: 'Dan državnosti', name: 'Statehood Day' },
  '10-08': { localName: 'Dan neovisnosti', name: 'Independence Day' },
};

let calendar: Holidays | undefined;
const cache = new Map<number, PublicHoliday[]>();

/** '06-25 #1' -> '06-25'; 'easter 60' stays. */
const ruleKey = (rule: string) => rule.replace(/\s*#\d+$/, '').trim();

/** The public holidays of a Croatian year, in date order. Years outside 1992-2100 throw. */
export function croatianHolidays(year: number): PublicHoliday[] {
  if (!Number.isInteger(year) || year < HOLIDAY_YEAR_MIN || year > HOLIDAY_YEAR_MAX) {
    throw new RangeError(`year ${year} outside ${HOLIDAY_YEAR_MIN}-${HOLIDAY_YEAR_MAX}`);
  }
  const cached = cache.get(year);
  if (cached) return cached;

  calendar ??= new Holidays('HR', { types: ['public'] });
  const result = calendar
    .getHolidays(year, 'hr')
    .filter((h) => h.type === 'public')
    .map((h): PublicHoliday => {
      const key = ruleKey(h.rule);
      const text = TEXTS[key];
      return {
        date: h.date.slice(0, 10),
        localName: text?.localName ?? h.name,
        name: text?.name ?? h.name,
        countryCode: 'HR',
        fixed: /^\d{2}-\d{2}$/.test(key),
        global: true,
        counties: null,
        launchYear: text?.launchYear ?? null,
        types: ['Public'],
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  cache.set(year, result);
  return result;
}
