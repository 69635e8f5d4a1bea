//! The overview editor's three rich-text blocks side by side (childComponentFirst, -Second,
//! -Third): tiptap with Mantine's toolbar — headings, bold, italic, underline, strike, quote,
//! lists, alignment, colour and clearing the formatting, no image yet. Each block tells the page
//! its HTML as loaded (tiptap's own rendering of the stored text, so an untouched block compares
//! equal) and after every change. The page loads this module on demand: tiptap stays out of the
//! first download.
import '@mantine/tiptap/styles.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { IconClearFormat } from '@/shared/ui/icons';
import { BLOCK_LABELS } from '../model';

/** The toolbar's words, in Korean (Mantine's are English), as the opinion editor has them. */
const LABELS = {
  boldControlLabel: '굵게',
  italicControlLabel: '기울임',
  underlineControlLabel: '밑줄',
  strikeControlLabel: '취소선',
  h3ControlLabel: '제목 1',
  h4ControlLabel: '제목 2',
  h5ControlLabel: '제목 3',
  blockquoteControlLabel: '인용',
  bulletListControlLabel: '글머리 기호 목록',
  orderedListControlLabel: '번호 목록',
  alignLeftControlLabel: '왼쪽 정렬',
  alignCenterControlLabel: '가운데 정렬',
  alignRightControlLabel: '오른쪽 정렬',
  colorPickerControlLabel: '글자 색',
  colorPickerColorLabel: (color: string) => `글자 색 ${color}`,
  colorPickerCancel: '닫기',
  colorPickerClear: '글자 색 지우기',
  colorPickerColorPicker: '색 직접 고르기',
  colorPickerPalette: '기본 색',
  colorPickerSave: '적용',
};

const COLORS = [
  '#25262b',
  '#868e96',
  '#fa5252',
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#82c91e',
  '#fab005',
  '#fd7e14',
];

/** The heading buttons' faces: H1 to H3 as the user counts them (the HTML's levels 3 to 5). */
function headingFace(rank: number) {
  const Face = ({ style }: { style: CSSProperties }) => (
    <span
      style={{
        ...style,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      H{rank}
    </span>
  );
  Face.displayName = `HeadingFace${rank}`;
  return Face;
}
const [Heading1Face, Heading2Face, Heading3Face] = [1, 2, 3].map(headingFace);

/** A toolbar button for a command Mantine has no control for. */
function CommandControl({
  label,
  icon,
  run,
  can = () => true,
}: {
  label: string;
  icon: ReactNode;
  run: (chain: ChainedCommands) => ChainedCommands;
  can?: (editor: Editor) => boolean;
}) {
  const { editor } = useRichTextEditorContext();
  const enabled = useEditorState({
    editor,
    selector: ({ editor: current }) => (current && !current.isDestroyed ? can(current) : false),
  });
  return (
    <RichTextEditor.Control
      aria-label={label}
      title={label}
      disabled={!enabled}
      onClick={() => {
        if (editor && !editor.isDestroyed) run(editor.chain().focus()).run();
      }}
    >
      {icon}
    </RichTextEditor.Control>
  );
}

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
      <RichTextEditor editor={editor} labels={LABELS}>
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
            <RichTextEditor.ColorPicker colors={COLORS} />
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
