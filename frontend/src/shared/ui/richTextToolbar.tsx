//! The rich-text toolbar's shared parts (the opinion editor's and the portfolio page's blocks):
//! its Korean words, its colours, the heading buttons' faces and a button for a command Mantine
//! has no control for. Only modules loaded on demand import this, so tiptap stays out of the
//! first download.
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The heading buttons' faces: H1 to H3 as the user counts them, although the HTML's levels start
 * at 3 (the section's title is a level-2 heading).
 */
function HeadingFace({ rank, style }: { rank: number; style: CSSProperties }) {
  return (
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
}

export function Heading1Face({ style }: { style: CSSProperties }) {
  return <HeadingFace rank={1} style={style} />;
}

export function Heading2Face({ style }: { style: CSSProperties }) {
  return <HeadingFace rank={2} style={style} />;
}

export function Heading3Face({ style }: { style: CSSProperties }) {
  return <HeadingFace rank={3} style={style} />;
}

/**
 * A toolbar button for a command Mantine has no control for: `run` continues the editor's
 * command chain, `can` says whether it applies where the cursor is.
 */
export function CommandControl({
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
