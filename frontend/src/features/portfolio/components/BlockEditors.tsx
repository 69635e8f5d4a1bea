//! The overview editor's three rich-text blocks side by side (childComponentFirst, -Second,
//! -Third): tiptap with Mantine's toolbar — headings, bold, italic, underline, strike, quote,
//! lists, alignment, colour and clearing the formatting, no image yet. Each block tells the page
//! its HTML as loaded (tiptap's own rendering of the stored text, so an untouched block compares
//! equal) and after every change. The page loads this module on demand: tiptap stays out of the
//! first download.
import '@mantine/tiptap/styles.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { IconClearFormat } from '@/shared/ui/icons';
import {
  CommandControl,
  Heading1Face,
  Heading2Face,
  Heading3Face,
} from '@/shared/ui/richTextToolbar';
import { TOOLBAR_COLORS, TOOLBAR_LABELS } from '@/shared/ui/richTextWords';
import { BLOCK_LABELS } from '../model';

function BlockEditor({
  label,
  initialHtml,
  error,
  onLoaded,
  onChange,
}: {
  label: string;
  initialHtml: string;
  error: string | null;
  onLoaded: (html: string) => void;
  onChange: (html: string) => void;
}) {
  const errorId = useId();
  const reported = useRef(false);
  const loadedRef = useRef(onLoaded);
  useEffect(() => {
    loadedRef.current = onLoaded;
  }, [onLoaded]);
  const editor = useEditor({
    extensions: [
      // The toolbar writes levels 3 to 5; every level is kept so that pasted or older h1 and h2
      // survive an edit.
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        link: { openOnClick: false, defaultProtocol: 'https' },
      }),
      TextStyle,
      Color,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: initialHtml,
    // The block as loaded, once, from the editor that is ready (tiptap may replace the first
    // instance while mounting; reading a replaced one throws): what "unchanged" compares with.
    onCreate: ({ editor: created }) => {
      if (reported.current || created.isDestroyed) return;
      reported.current = true;
      loadedRef.current(created.getHTML());
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // The editable area is a textbox named like a field, and says when the server refused it.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': `${label} 내용`,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, error, errorId, label]);

  return (
    <Stack gap={6} miw={0}>
      <Text fw={700} fz="sm">
        {label}
      </Text>
      <RichTextEditor editor={editor} labels={TOOLBAR_LABELS}>
        <RichTextEditor.Toolbar role="group" aria-label={`${label} 서식 도구`}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 icon={Heading1Face} />
            <RichTextEditor.H4 icon={Heading2Face} />
            <RichTextEditor.H5 icon={Heading3Face} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ColorPicker colors={TOOLBAR_COLORS} />
            <CommandControl
              label="서식 지우기"
              icon={<IconClearFormat size={16} />}
              run={(chain) => chain.unsetAllMarks().clearNodes().unsetTextAlign()}
            />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={360} />
      </RichTextEditor>
      {error ? (
        <Text id={errorId} c="red" fz="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export function BlockEditors({
  initial,
  errors,
  onLoaded,
  onChange,
}: {
  /** The three blocks' stored HTML. */
  initial: string[];
  /** The server's refusal of each block, or null. */
  errors: (string | null)[];
  onLoaded: (index: number, html: string) => void;
  onChange: (index: number, html: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {BLOCK_LABELS.map((label, index) => (
        <BlockEditor
          key={label}
          label={label}
          initialHtml={initial[index] ?? ''}
          error={errors[index] ?? null}
          onLoaded={(html) => onLoaded(index, html)}
          onChange={(html) => onChange(index, html)}
        />
      ))}
    </SimpleGrid>
  );
}
