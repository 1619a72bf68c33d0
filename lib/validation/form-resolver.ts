import { zod4Resolver } from 'mantine-form-zod-resolver';

type Schema = Parameters<typeof zod4Resolver>[0];

/**
 * The validate function of every @mantine/form form: the same zod schema as the API, and for
 * each field the message of the rule that failed FIRST. (The resolver's default keeps the last
 * one, so an empty required e-mail read "Neispravna e-mail adresa" instead of "Obavezno polje".)
 * The API's first message per field (applyFieldErrors) is the same one.
 */
export function formResolver(schema: Schema) {
  return zod4Resolver(schema, { errorPriority: 'first' });
}
