'use client';

import { Box, Button, Group, type BoxProps } from '@mantine/core';
import { useDrawerGuard } from '@/components/drawer/drawer-guard';
import { messages } from '@/lib/i18n/messages';

type Props = {
  saving: boolean;
  /** Without it, no "Odustani" (a form that cannot be left, e.g. always open). */
  onCancel?: () => void;
  /** The submit button's text: "Spremi" unless the form does something else ("Uvezi"). */
  submitLabel?: string;
  /** The submit button waits for something besides saving (a file still being read). */
  submitDisabled?: boolean;
} & Pick<BoxProps, 'mt'>;

/**
 * Cancel and save at the foot of a drawer form; both wait while saving. The foot stays in view
 * while a long form scrolls (sticky inside the drawer), so saving never needs a trip to the
 * bottom. In a drawer, "Odustani" asks first when the form holds unsaved changes.
 */
export function FormActions({ saving, onCancel, submitLabel = messages.save, submitDisabled = false, mt = 'md' }: Props) {
  const guard = useDrawerGuard();
  const cancel = () => onCancel && (guard ? guard.requestClose(onCancel) : onCancel());
  return (
    <Box
      pos="sticky"
      bottom={0}
      mt={mt}
      // Full drawer width (its padding is md), over the fields that scroll under it.
      mx="calc(var(--mantine-spacing-md) * -1)"
      px="md"
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 3 }}
      data-testid="form-actions"
    >
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={cancel} disabled={saving}>
            {messages.cancel}
          </Button>
        )}
        <Button type="submit" loading={saving} disabled={saving || submitDisabled}>
          {submitLabel}
        </Button>
      </Group>
    </Box>
  );
}
