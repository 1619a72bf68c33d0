/**
 * Column-filter presets for DataTable, spread into a column definition:
 *   { accessorKey: 'emailConfirmed', header: 'Potvrđen e-mail', ...yesNoFilter() }
 *   { accessorKey: 'personType', id: 'personTypeId', header: 'Vrsta osobe', ...optionsFilter(personTypes) }
 * Values reach the URL as filter.{id}=true/false or repeated filter.{id}=value; the server reads
 * them with booleanFilter() / intFilter() from lib/http/list-params.
 */
import { messages } from '@/lib/i18n/messages';

export type FilterOption = { value: string; label: string };

/** Da / Ne as 'true' / 'false'; clearing the select means "Sve" (no filter). */
export const YES_NO_OPTIONS: FilterOption[] = [
  { value: 'true', label: messages.yes },
  { value: 'false', label: messages.no },
];

/** A boolean column filter: a select with Da / Ne (placeholder "Sve"). */
export function yesNoFilter() {
  return {
    enableColumnFilter: true,
    filterVariant: 'select' as const,
    mantineFilterSelectProps: { data: YES_NO_OPTIONS, placeholder: messages.all },
  };
}

/** A multi-select filter over codebook options (value = id as string). */
export function optionsFilter(options: FilterOption[]) {
  return {
    enableColumnFilter: true,
    filterVariant: 'multi-select' as const,
    mantineFilterMultiSelectProps: { data: options, placeholder: messages.all },
  };
}

/** A single-select filter over options. */
export function selectFilter(options: FilterOption[]) {
  return {
    enableColumnFilter: true,
    filterVariant: 'select' as const,
    mantineFilterSelectProps: { data: options, placeholder: messages.all },
  };
}

/** A text filter (debounced by mantine-react-table, 400 ms in server mode). */
export function textFilter() {
  return { enableColumnFilter: true, filterVariant: 'text' as const };
}
