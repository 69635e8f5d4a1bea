// jsdom lays nothing out, and ProseMirror (the opinion editor's engine) asks text ranges for
// their rectangles when it scrolls the cursor into view, and the document for the element under
// a click. Empty rectangles and no element let the editor run in tests: import this module in a
// test that opens the editor.
const noRect = (): DOMRect =>
  ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  }) as DOMRect;
const noRects = (): DOMRectList =>
  Object.assign([], { item: () => null }) as unknown as DOMRectList;

if (!('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: noRect });
}
if (!('elementFromPoint' in Document.prototype)) {
  Object.assign(Document.prototype, { elementFromPoint: () => null });
}
