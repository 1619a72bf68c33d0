'use client';

import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';

/** The chosen place; the names let the selects show a saved value without a look-up. */
export type PlaceValue = {
  countryId: number | null;
  cityId: number | null;
  countryName?: string | null;
  cityName?: string | null;
};

type Option = { id: number; name: string };

type Props = {
  value: PlaceValue;
  onChange: (next: PlaceValue) => void;
  errors?: { countryId?: React.ReactNode; cityId?: React.ReactNode };
  required?: boolean;
  countryLabel?: string;
  cityLabel?: string;
  /** Whether the user may add a missing city (lookups create right). */
  canAddCity?: boolean;
  disabled?: boolean;
};

const DEBOUNCE_MS = 300; // spec part 1, section 9
const MIN_CHARS = 2;

/**
 * Options from the server: the first ones (by name) as soon as the list is opened, a search
 * from 2 typed characters, debounced by 300 ms. Answers are kept per address in the hook's
 * state; the selected option stays in the list so its label shows.
 */
function useRemoteOptions(url: string | null, search: string, selected: Option | null, wanted: boolean) {
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const term = debounced.trim();
  const [results, setResults] = useState<Record<string, Option[]>>({});
  const searchKey = url && term.length >= MIN_CHARS ? `${url}&search=${encodeURIComponent(term)}` : null;
  const key = searchKey ?? (url && wanted ? url : null);
  const known = key !== null && key in results;

  useEffect(() => {
    if (!key || known) return;
    const controller = new AbortController();
    apiFetch<Option[]>(key, { signal: controller.signal })
      .then((options) => setResults((r) => ({ ...r, [key]: options })))
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') notifyError(err, messages.unknownError);
      });
    return () => controller.abort();
  }, [key, known]);

  const found = key && known ? results[key] : null;
  const options = useMemo(() => {
    const list = found ?? [];
    return selected && !list.some((o) => o.id === selected.id) ? [selected, ...list] : list;
  }, [found, selected]);
  // "Searched" only when the answer is for what is typed now (the add-city offer depends on it).
  const searched = searchKey !== null && known && term === search.trim();
  return { options, loading: key !== null && !known, searched, found: searched ? (found ?? []) : [] };
}

const toData = (options: Option[]) => options.map((o) => ({ value: String(o.id), label: o.name }));

/**
 * The add-city action is the last option of the city list, not a button beside it: a click
 * outside the input blurs it, and Mantine's Select then resets the typed text (the button
 * vanished under the pointer). As an option it also works with the arrow keys and Enter.
 */
const ADD_CITY = '__add-city__';

/**
 * Country and city pickers (spec part 1, section 5): city options depend on the country,
 * changing the country clears the city, the city picker is disabled without a country, and
 * when the typed text matches no city an add option ("Dodaj mjesto …") creates it in that country.
 */
export function CountryCitySelect({
  value,
  onChange,
  errors,
  required,
  countryLabel = 'Država',
  cityLabel = 'Mjesto',
  canAddCity = true,
  disabled,
}: Props) {
  const [countrySearch, setCountrySearch] = useState(value.countryName ?? '');
  const [citySearch, setCitySearch] = useState(value.cityName ?? '');
  const [adding, setAdding] = useState(false);
  // Each list asks the server only once it has been opened.
  const [countryWanted, setCountryWanted] = useState(false);
  const [cityWanted, setCityWanted] = useState(false);

  const selectedCountry = value.countryId ? { id: value.countryId, name: value.countryName ?? '' } : null;
  const selectedCity = value.cityId ? { id: value.cityId, name: value.cityName ?? '' } : null;
  const countries = useRemoteOptions('/api/Countries?limit=50', countrySearch === (value.countryName ?? '') ? '' : countrySearch, selectedCountry, countryWanted);
  const cities = useRemoteOptions(
    value.countryId ? `/api/Cities?limit=50&countryId=${value.countryId}` : null,
    citySearch === (value.cityName ?? '') ? '' : citySearch,
    selectedCity,
    cityWanted,
  );

  const typedCity = citySearch.trim();
  const canOfferAdd =
    canAddCity && !!value.countryId && typedCity.length >= MIN_CHARS && typedCity !== (value.cityName ?? '') && cities.searched &&
    !cities.found.some((c) => c.name.localeCompare(typedCity, 'hr', { sensitivity: 'base' }) === 0);

  const addCity = async () => {
    if (!value.countryId || adding) return;
    setAdding(true);
    try {
      const city = await apiFetch<{ id: number; name: string }>('/api/Cities', {
        method: 'POST',
        json: { name: typedCity, nameUniversal: typedCity, countryId: value.countryId },
      });
      notifySuccess(messages.saved('Mjesto', 'n'));
      onChange({ ...value, cityId: city.id, cityName: city.name });
      setCitySearch(city.name);
    } catch (err) {
      notifyError(err, messages.saveError);
    } finally {
      setAdding(false);
    }
  };

  const cityData = toData(cities.options);
  if (canOfferAdd) cityData.push({ value: ADD_CITY, label: messages.addCity(typedCity) });

  return (
    <Group grow align="flex-start">
      <Select
        label={countryLabel}
        withAsterisk={required}
        searchable
        clearable={!required}
        disabled={disabled}
        data={toData(countries.options)}
        value={value.countryId ? String(value.countryId) : null}
        searchValue={countrySearch}
        onSearchChange={setCountrySearch}
        onDropdownOpen={() => setCountryWanted(true)}
        onChange={(id, option) => {
          const countryId = id ? Number(id) : null;
          if (countryId === value.countryId) return;
          // A city belongs to its country: a new country clears it.
          onChange({ countryId, countryName: option?.label ?? null, cityId: null, cityName: null });
          setCitySearch('');
        }}
        filter={({ options }) => options}
        nothingFoundMessage={countries.loading ? messages.loading : messages.noOptions}
        rightSection={countries.loading ? <Loader size={14} /> : undefined}
        error={errors?.countryId}
      />
      <Select
        label={cityLabel}
        withAsterisk={required}
        searchable
        clearable={!required}
        disabled={disabled || !value.countryId}
        placeholder={value.countryId ? undefined : messages.chooseCountryFirst}
        data={cityData}
        value={value.cityId ? String(value.cityId) : null}
        searchValue={citySearch}
        onSearchChange={setCitySearch}
        onDropdownOpen={() => setCityWanted(true)}
        onOptionSubmit={(id) => {
          if (id === ADD_CITY) void addCity();
        }}
        onChange={(id, option) => {
          if (id === ADD_CITY) return;
          onChange({ ...value, cityId: id ? Number(id) : null, cityName: option?.label ?? null });
        }}
        renderOption={({ option }) =>
          option.value === ADD_CITY ? (
            <Group gap={6} wrap="nowrap">
              <IconPlus size={14} />
              <Text size="sm" c="blue" fw={500}>
                {option.label}
              </Text>
            </Group>
          ) : (
            option.label
          )
        }
        filter={({ options }) => options}
        nothingFoundMessage={cities.loading ? messages.loading : messages.noOptions}
        rightSection={cities.loading || adding ? <Loader size={14} /> : undefined}
        error={errors?.cityId}
      />
    </Group>
  );
}
