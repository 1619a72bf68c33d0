/** The product's wall clock: every date-time is shown and entered in Croatian time. */
export const APP_TIME_ZONE = 'Europe/Zagreb';
