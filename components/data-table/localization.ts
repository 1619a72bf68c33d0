/**
 * mantine-react-table in Croatian: its hr locale with the catalogue's texts over it, and the
 * labels it and Mantine leave in English (the progress bar's "Loading", the pager's buttons).
 * Every table (DataTable, the items tree, contacts) uses these.
 */
import { MRT_Localization_HR } from 'mantine-react-table/locales/hr/index.esm.mjs';
import { messages } from '@/lib/i18n/messages';
import { TABLE_TEXTS } from '@/lib/i18n/table';

const { loading, firstPage, previousPage, nextPage, lastPage, page, ...localized } = TABLE_TEXTS;

/** The hr locale with the spec's empty-table text and grammatical "{column}" texts. */
export const MRT_LOCALIZATION_HR = {
  ...MRT_Localization_HR,
  ...localized,
  noRecordsToDisplay: messages.noData,
  noResultsFound: messages.noData,
  actions: messages.actions,
};

/** The loading bars' name for screen readers (mantineProgressProps). */
export const PROGRESS_PROPS = { 'aria-label': loading, value: 100 };

const CONTROL_LABELS = { first: firstPage, previous: previousPage, next: nextPage, last: lastPage } as const;

/** Names of the pager's buttons (spread into mantinePaginationProps). */
export const PAGINATION_LABEL_PROPS = {
  getControlProps: (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] }),
  getItemProps: (n: number) => ({ 'aria-label': page(n) }),
};
