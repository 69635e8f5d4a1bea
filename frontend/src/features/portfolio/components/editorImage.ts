//! The blocks' pictures in tiptap: the image node with the size the toolbar sets (stored as the
//! img's `style="width: 50%"`, which the server's sanitizer keeps) and a mark, never written to
//! the HTML, on a pasted picture still being re-hosted; and the paste and drop handling — files
//! pasted or dropped go to the handlers in the editor's `storage.imagePaste`, pictures inside
//! pasted HTML that are not the product's own are marked and handed to `onPasted` once the paste
//! is in the document.
import { Image } from '@tiptap/extension-image';
import { Fragment, Slice, type Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Extension, type Editor } from '@tiptap/react';
import { pastedSource, widthOfStyle, type PastedSource } from '../images';

export const IMAGE_NODE = 'image';

/** A pasted picture to re-host: its mark, its source as pasted and what to do with it. */
export interface PendingImage {
  id: string;
  src: string;
  source: Exclude<PastedSource, 'own'>;
}

export const EditorImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      size: {
        default: null,
        parseHTML: (element: HTMLElement) => widthOfStyle(element.getAttribute('style')),
        renderHTML: (attributes: { size?: string | null }) =>
          attributes.size ? { style: `width: ${attributes.size}` } : {},
      },
      pendingId: { default: null, rendered: false, keepOnSplit: false },
    };
  },
}).configure({
  // A pasted screenshot arrives as a data: URL: kept until it is uploaded and replaced.
  allowBase64: true,
});

let lastPendingId = 0;
const nextPendingId = () => {
  lastPendingId += 1;
  return `pasted-${lastPendingId}`;
};

/** The `fragment` with every picture that is not the product's own marked (into `found`). */
function markForeign(fragment: Fragment, origin: string, found: PendingImage[]): Fragment {
  const children: PmNode[] = [];
  fragment.forEach((node) => {
    if (node.type.name === IMAGE_NODE) {
      const src = String(node.attrs.src ?? '');
      const source = pastedSource(src, origin);
      if (source !== 'own') {
        const id = nextPendingId();
        found.push({ id, src, source });
        children.push(node.type.create({ ...node.attrs, pendingId: id }, node.content, node.marks));
        return;
      }
    }
    children.push(node.isLeaf ? node : node.copy(markForeign(node.content, origin, found)));
  });
  return Fragment.from(children);
}

/** Where the editor's pictures go: set by the component that owns the editor. */
export interface ImagePasteHandlers {
  /** Files pasted (with no HTML) or dropped, and where they were dropped (null: the cursor). */
  onFiles: (editor: Editor, files: File[], position: number | null) => void;
  /** Pasted or dropped HTML's foreign pictures, now in the document with their marks. */
  onPasted: (editor: Editor, pending: PendingImage[]) => void;
}

/** `editor.storage.imagePaste`: the handlers, replaced with `setHandlers`. */
export interface ImagePasteStorage {
  handlers: ImagePasteHandlers;
  setHandlers: (handlers: ImagePasteHandlers) => void;
}

declare module '@tiptap/core' {
  interface Storage {
    imagePaste: ImagePasteStorage;
  }
}

export const ImagePaste = Extension.create<unknown, ImagePasteStorage>({
  name: 'imagePaste',

  addStorage() {
    return {
      handlers: { onFiles: () => undefined, onPasted: () => undefined },
      setHandlers(this: ImagePasteStorage, handlers: ImagePasteHandlers) {
        this.handlers = handlers;
      },
    };
  },

  addProseMirrorPlugins() {
    const { editor } = this;
    // Read when an event comes: the owner may have replaced the handlers since.
    const handlers = () => editor.storage.imagePaste.handlers;
    return [
      new Plugin({
        key: new PluginKey('imagePaste'),
        props: {
          handlePaste: (_view, event) => {
            const data = event.clipboardData;
            const files = Array.from(data?.files ?? []);
            // HTML (a web page's picture, a document's text) is pasted as HTML: its pictures
            // are re-hosted by `transformPasted`. Files alone (a screenshot) are uploaded.
            if (files.length === 0 || data?.getData('text/html')) return false;
            handlers().onFiles(editor, files, null);
            return true;
          },
          handleDrop: (view, event, _slice, moved) => {
            const files = Array.from(event.dataTransfer?.files ?? []);
            if (moved || files.length === 0) return false;
            event.preventDefault();
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            handlers().onFiles(editor, files, at?.pos ?? null);
            return true;
          },
          transformPasted: (slice) => {
            const found: PendingImage[] = [];
            const content = markForeign(slice.content, window.location.origin, found);
            if (found.length === 0) return slice;
            // The paste is dispatched right after this returns: the marks are in the document then.
            setTimeout(() => handlers().onPasted(editor, found), 0);
            return new Slice(content, slice.openStart, slice.openEnd);
          },
        },
      }),
    ];
  },
});

/**
 * Gives the marked picture `id` its re-hosted `src`, or takes it out (`src` null). Not undoable:
 * an undo must not bring a foreign address back.
 */
export function settlePending(editor: Editor, id: string, src: string | null): boolean {
  if (editor.isDestroyed) return false;
  const { state } = editor;
  const found: { pos: number; node: PmNode }[] = [];
  state.doc.descendants((node, pos) => {
    if (node.type.name === IMAGE_NODE && node.attrs.pendingId === id) found.push({ pos, node });
  });
  if (found.length === 0) return false;
  const tr = state.tr;
  // From the end, so that a removal does not move the positions still to change.
  for (const { pos, node } of found.reverse()) {
    if (src) tr.setNodeMarkup(pos, undefined, { ...node.attrs, src, pendingId: null });
    else tr.delete(pos, pos + node.nodeSize);
  }
  tr.setMeta('addToHistory', false);
  editor.view.dispatch(tr);
  return true;
}
