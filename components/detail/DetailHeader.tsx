import { Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';

type Props = {
  /** The list's link and title (the first breadcrumb). */
  listHref: string;
  listTitle: string;
  /** The row's name: the last breadcrumb and the title. */
  title: string;
  /** Beside the title: code, status or type badges. */
  children?: ReactNode;
};

/** A detail page's breadcrumbs (list / row) and its title. */
export function DetailHeader({ listHref, listTitle, title, children }: Props) {
  return (
    <>
      <Breadcrumbs>
        <Anchor component={Link} href={listHref} size="sm">
          {listTitle}
        </Anchor>
        <Text size="sm" c="dimmed">
          {title}
        </Text>
      </Breadcrumbs>
      <Group gap="sm" align="center">
        <Title order={2}>{title}</Title>
        {children}
      </Group>
    </>
  );
}
