'use client';

/**
 * Every client-side provider the app needs, in one place for the root layout:
 * Mantine (theme, light scheme only), Croatian dates (dayjs 'hr', Monday first), modals with
 * Croatian labels, and notifications. The CSS imports belong in app/layout.tsx (a server
 * component): '@mantine/core/styles.css', '@mantine/dates/styles.css',
 * '@mantine/notifications/styles.css', 'mantine-react-table/styles.css', in that order.
 */
import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import 'dayjs/locale/hr';
import { isoDateToPicked, parseDateInput } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';

dayjs.locale('hr');

/**
 * Forms use components/form/DateField. Mantine's own DateInput remains only where a library
 * renders it (the tables' date filters): typed text goes through the same strict parser, so
 * 5.11.2026. is 5 November, and an impossible date is no date rather than another day.
 */
const parseTypedDate = (text: string) => isoDateToPicked(parseDateInput(text));

const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: SYSTEM_FONT,
  headings: { fontFamily: SYSTEM_FONT },
  cursorType: 'pointer',
  components: {
    // Croatian defaults for inputs used everywhere; modules may still override per input.
    DateInput: { defaultProps: { valueFormat: 'DD.MM.YYYY.', dateParser: parseTypedDate } },
    DatePickerInput: { defaultProps: { valueFormat: 'DD.MM.YYYY.' } },
    Select: { defaultProps: { nothingFoundMessage: messages.noOptions } },
    MultiSelect: { defaultProps: { nothingFoundMessage: messages.noOptions } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': messages.close } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': messages.close } } },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <DatesProvider settings={{ locale: 'hr', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
        <ModalsProvider labels={{ confirm: messages.confirm, cancel: messages.cancel }}>
          <Notifications position="top-right" autoClose={5000} limit={5} />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

export default Providers;
