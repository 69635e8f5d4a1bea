//! The rich-text editor of an opinion (a startup's, a report's, a union's in a report): tiptap with
//! Mantine's toolbar, and its '저장' and '취소'. The toolbar is the spec's (section 5): headings,
//! bold, italic, underline, strike, quote, lists with indent and outdent, alignment, colour and
//! clearing the formatting. Screens load this module only when the editor opens, so their first
//! load does without tiptap.
import '@mantine/tiptap/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { IconClearFormat, IconIndent, IconOutdent } from './icons';
import { CommandControl, Heading1Face, Heading2Face, Heading3Face } from './richTextToolbar';
import { TOOLBAR_COLORS, TOOLBAR_LABELS } from './richTextWords';

export function OpinionEditor({
  label,
  initialHtml,
  error,
  saving,
  onSave,
  onCancel,
}: {
  /** The editable area's name, e.g. '투자 의견 내용'. */
  label: string;
  /** The opinion being edited, or '' for a new one. */
  initialHtml: string;
  /** The server's refusal of the text (e.g. '의견을 입력해 주세요.'), shown under the editor. */
  error: string | null;
  saving: boolean;
  /** Called with the editor's HTML; the server sanitizes it. */
  onSave: (html: string) => void;
  onCancel: () => void;
}) {
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      // The toolbar writes levels 3 to 5 (below the section's title); every level is kept so
      // that an older opinion's h1 or h2 survives an edit.
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        link: { openOnClick: false, defaultProtocol: 'https' },
      }),
      TextStyle,
      Color,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: initialHtml,
  });
  // The editable area is a textbox named like a field, and says when the server refused it.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, error, errorId, label]);

  return (
    <Stack gap="sm">
      <RichTextEditor editor={editor} labels={TOOLBAR_LABELS}>
        <RichTextEditor.Toolbar sticky stickyOffset={0} role="group" aria-label="서식 도구">
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
            {/* Indent is a list's: an item goes one level deeper or back out. */}
            <CommandControl
              label="들여쓰기"
              icon={<IconIndent size={16} />}
              run={(chain) => chain.sinkListItem('listItem')}
              can={(current) => current.can().sinkListItem('listItem')}
            />
            <CommandControl
              label="내어쓰기"
              icon={<IconOutdent size={16} />}
              run={(chain) => chain.liftListItem('listItem')}
              can={(current) => current.can().liftListItem('listItem')}
            />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ColorPicker colors={TOOLBAR_COLORS} />
            {/* Like the spec's 'clean': text and paragraph formats both go. */}
            <CommandControl
              label="서식 지우기"
              icon={<IconClearFormat size={16} />}
              run={(chain) => chain.unsetAllMarks().clearNodes().unsetTextAlign()}
            />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
      {error ? (
        <Text id={errorId} c="red" fz="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          취소
        </Button>
        <Button
          loading={saving}
          disabled={!editor}
          onClick={() => {
            if (editor) onSave(editor.getHTML());
          }}
        >
          저장
        </Button>
      </Group>
    </Stack>
  );
}
