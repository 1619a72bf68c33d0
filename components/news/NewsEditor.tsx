'use client';

import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Underline from '@tiptap/extension-underline';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { messages } from '@/lib/i18n/messages';

type Props = {
  /** Initial HTML; the editor owns the content afterwards (re-key the form to reset it). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  label: string;
};

/**
 * The article text: Mantine's tiptap editor with exactly the formatting the sanitiser keeps
 * (headings 2-4, bold, italic, underline, strike, lists, quote, code, links).
 */
export function NewsEditor({ initialValue, onChange, error, label }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] } }),
      Underline,
      Link.configure({ openOnClick: false }),
    ],
    content: initialValue,
    // The drawer renders on the client only; this avoids tiptap's SSR warning all the same.
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'data-testid': 'news-editor' },
    },
    onUpdate: ({ editor }) => onChange(editor.getHTML()),
  });

  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <RichTextEditor
        editor={editor}
        labels={messages.newsEditorLabels}
        mt={4}
        styles={{ content: { minHeight: 260 } }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
