'use client';

import { Anchor } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';

type Props = { href: string; fileName: string; withIcon?: boolean };

/**
 * A stored file's download (attachments, gear receipts): a plain link, since the server answers
 * with Content-Disposition: attachment and its Croatian file name; the browser saves it.
 */
export function FileLink({ href, fileName, withIcon = false }: Props) {
  return (
    <Anchor href={href} size="sm" style={withIcon ? { wordBreak: 'break-word' } : undefined}>
      {withIcon && <IconPaperclip size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />}
      {fileName}
    </Anchor>
  );
}
