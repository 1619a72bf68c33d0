/**
 * In the browser zod must not probe for eval (it tries `new Function` when it builds an object
 * schema): the pages' CSP forbids eval and reports every probe as a violation. On the server its
 * compiled parsers stay on. Imported first by the modules that build schemas (lib/i18n/zod,
 * lib/http/params), so it runs before any object schema exists.
 */
import { z } from 'zod';

z.config({ jitless: typeof window !== 'undefined' });
