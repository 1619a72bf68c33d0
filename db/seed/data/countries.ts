/**
 * Croatia, its neighbours and the countries most employees and suppliers come from.
 * ISO 3166-1 alpha-2 codes; Kosovo has none, XK is the code the EU and banks use.
 */
export type CountrySeed = { readonly code: string; readonly name: string; readonly nameUniversal: string };

export const CROATIA_CODE = 'HR';

export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'HR', name: 'Hrvatska', nameUniversal: 'Croatia' },
  { code: 'SI', name: 'Slovenija', nameUniversal: 'Slovenia' },
  { code: 'HU', name: 'Mađarska', nameUniversal: 'Hungary' },
  { code: 'RS', name: 'Srbija', nameUniversal: 'Serbia' },
  { code: 'BA', name: 'Bosna i Hercegovina', nameUniversal: 'Bosnia and Herzegovina' },
  { code: 'ME', name: 'Crna Gora', nameUniversal: 'Montenegro' },
  { code: 'MK', name: 'Sjeverna Makedonija', nameUniversal: 'North Macedonia' },
  { code: 'XK', name: 'Kosovo', nameUniversal: 'Kosovo' },
  { code: 'AT', name: 'Austrija', nameUniversal: 'Austria' },
  { code: 'DE', name: 'Njemačka', nameUniversal: 'Germany' },
  { code: 'IT', name: 'Italija', nameUniversal: 'Italy' },
];
