//! The overview editor's three rich-text blocks side by side (childComponentFirst, -Second,
//! -Third): tiptap with Mantine's toolbar — headings, bold, italic, underline, strike, quote,
//! lists, alignment, colour, clearing the formatting, and pictures: '이미지 넣기' picks files,
//! pictures are pasted or dropped too, and a selected picture is sized original, 50% or 75%
//! (spec section 5). A bar shows the pictures being sent. Each block tells the page its HTML as
//! loaded (tiptap's own rendering of the stored text, so an untouched block compares equal) and
//! after every change, and whether pictures are still being sent. The page loads this module on
//! demand: tiptap stays out of the first download.
import '@mantine/tiptap/styles.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { useEditor, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { IconClearFormat } from '@/shared/ui/icons';
import {
  CommandControl,
  Heading1Face,
  Heading2Face,
  Heading3Face,
} from '@/shared/ui/richTextToolbar';
import { TOOLBAR_COLORS, TOOLBAR_LABELS } from '@/shared/ui/richTextWords';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import { useEditorImages } from '../hooks/useEditorImages';
import { EDITOR_IMAGE_ACCEPT, IMAGE_SIZES } from '../images';
import { BLOCK_LABELS } from '../model';
import classes from './BlockEditors.module.css';
import { EditorImage, IMAGE_NODE, ImagePaste } from './editorImage';

function IconImage({ size = 16 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 5h16v14H4z" />
      <path d="M4 16l5-5 4 4 3-3 4 4" />
      <path d="M15 9.5a1 1 0 1 0 0-.01" />
    </svg>
  );
}

/** A size button's face: its short text ('원본', '50%', '75%'). */
function SizeFace({ text }: { text: string }) {
  return (
    <span style={{ fontSize: 11, fontWeight: 700, lineHeight: 1, padding: '0 2px' }}>{text}</span>
  );
}

const isImageSelected = (editor: Editor) => editor.isActive(IMAGE_NODE);

function BlockEditor({
  label,
  initialHtml,
  error,
  onLoaded,
  onChange,
  onBusy,
}: {
  label: string;
  initialHtml: string;
  error: string | null;
  onLoaded: (html: string) => void;
  onChange: (html: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const errorId = useId();
  const reported = useRef(false);
  const loadedRef = useRef(onLoaded);
  const busyRef = useRef(onBusy);
  useEffect(() => {
    loadedRef.current = onLoaded;
    busyRef.current = onBusy;
  }, [onLoaded, onBusy]);
  const picker = useRef<HTMLInputElement>(null);
  const { uploads, insertFiles, settlePasted } = useEditorImages();
  const busy = uploads.length > 0;
  useEffect(() => busyRef.current(busy), [busy]);

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
      EditorImage,
      ImagePaste,
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

  // Pasted and dropped pictures go to this block's handlers (the editor's plugins are made once).
  useEffect(() => {
    if (!editor) return;
    editor.storage.imagePaste.setHandlers({
      onFiles: (current, files, position) => void insertFiles(current, files, position),
      onPasted: settlePasted,
    });
  }, [editor, insertFiles, settlePasted]);

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

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // The same file can be picked again.
    event.currentTarget.value = '';
    if (editor && files.length > 0) void insertFiles(editor, files, null);
  };

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
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              aria-label="이미지 넣기"
              title="이미지 넣기"
              disabled={!editor}
              onClick={() => picker.current?.click()}
            >
              <IconImage />
            </RichTextEditor.Control>
            {IMAGE_SIZES.map((size) => (
              <CommandControl
                key={size.short}
                label={size.label}
                icon={<SizeFace text={size.short} />}
                can={isImageSelected}
                run={(chain) => chain.updateAttributes(IMAGE_NODE, { size: size.width })}
              />
            ))}
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <input
          ref={picker}
          type="file"
          accept={EDITOR_IMAGE_ACCEPT}
          multiple
          hidden
          aria-label={`${label} 이미지 파일`}
          onChange={picked}
        />
        {busy ? (
          <Stack px="sm" py={6}>
            <UploadProgress
              names={uploads.map((upload) => upload.name)}
              percent={Math.min(...uploads.map((upload) => upload.percent))}
            />
          </Stack>
        ) : null}
        <RichTextEditor.Content mih={360} className={classes.content} />
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
  onBusy,
}: {
  /** The three blocks' stored HTML. */
  initial: string[];
  /** The server's refusal of each block, or null. */
  errors: (string | null)[];
  onLoaded: (index: number, html: string) => void;
  onChange: (index: number, html: string) => void;
  /** Whether the block is sending pictures (its HTML is not final meanwhile). */
  onBusy?: (index: number, busy: boolean) => void;
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
          onBusy={(busy) => onBusy?.(index, busy)}
        />
      ))}
    </SimpleGrid>
  );
}
