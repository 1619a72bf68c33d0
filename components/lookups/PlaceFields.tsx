'use client';

import type { UseFormReturnType } from '@mantine/form';
import { CountryCitySelect } from './CountryCitySelect';

type PlaceKey = 'countryId' | 'cityId' | 'countryName' | 'cityName';
type PlaceTypes = { countryId: number | null; cityId: number | null; countryName: string | null; cityName: string | null };

/**
 * A place in a form's values: the country and city ids with their names (CountryCitySelect shows
 * a saved place without a look-up; the schemas drop the names). With a prefix the keys are
 * prefixed (PlaceFormValues<'temporary'>: temporaryCountryId, temporaryCityName, ...).
 */
export type PlaceFormValues<P extends string = ''> = {
  [K in PlaceKey as P extends '' ? K : `${P}${Capitalize<K>}`]: PlaceTypes[K];
};

/** A row's place as the DTOs give it: the ids and the names of the country and the city. */
type PlaceSource = { countryId?: number | null; cityId?: number | null; country?: string | null; city?: string | null };

const keyOf = (prefix: string, key: PlaceKey) => (prefix ? `${prefix}${key[0].toUpperCase()}${key.slice(1)}` : key);

/** The form's starting place of a row (or an empty one), under the keys of the prefix. */
export function placeFormValues<P extends string = ''>(source?: PlaceSource | null, prefix?: P): PlaceFormValues<P> {
  const at = (key: PlaceKey) => keyOf(prefix ?? '', key);
  return {
    [at('countryId')]: source?.countryId ?? null,
    [at('cityId')]: source?.cityId ?? null,
    [at('countryName')]: source?.country ?? null,
    [at('cityName')]: source?.city ?? null,
  } as PlaceFormValues<P>;
}

type Props<P extends string, V extends PlaceFormValues<P>> = {
  form: UseFormReturnType<V>;
  /** The keys' prefix in the form's values ('' for countryId, cityId, ...). */
  prefix?: P;
  canAddCity: boolean;
  required?: boolean;
};

/** The country and city pickers of a form, bound to its place values and their errors. */
export function PlaceFields<V extends PlaceFormValues<P>, P extends string = ''>({ form, prefix, canAddCity, required }: Props<P, V>) {
  const key = (k: PlaceKey) => keyOf(prefix ?? '', k);
  const values = form.values as Record<string, unknown>;
  const get = <K extends PlaceKey>(k: K) => values[key(k)] as PlaceTypes[K];
  return (
    <CountryCitySelect
      required={required}
      canAddCity={canAddCity}
      value={{ countryId: get('countryId'), cityId: get('cityId'), countryName: get('countryName'), cityName: get('cityName') }}
      onChange={(next) =>
        form.setValues({
          [key('countryId')]: next.countryId,
          [key('cityId')]: next.cityId,
          [key('countryName')]: next.countryName ?? null,
          [key('cityName')]: next.cityName ?? null,
        } as Partial<V>)
      }
      errors={{ countryId: form.errors[key('countryId')], cityId: form.errors[key('cityId')] }}
    />
  );
}
