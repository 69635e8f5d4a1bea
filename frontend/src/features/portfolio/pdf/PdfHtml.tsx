//! One block's tree (htmlTree) drawn with react-pdf: paragraphs and headings as text with nested
//! runs, quotes with a bar, lists with bullets or numbers, pictures at their width (or their own
//! size, at most the column's).
import { Image, Link, StyleSheet, Text, View, type Styles } from '@react-pdf/renderer';
import type { Inline, PdfBlock } from './htmlTree';
import type { PdfImages } from './loadImages';

type Style = Styles[string];

/** Points per CSS pixel: a picture is drawn at the size a browser shows it. */
const PT_PER_PX = 0.75;

const HEADING_SIZES = { 1: 20, 2: 17, 3: 15, 4: 13, 5: 11.5, 6: 10.5 } as const;

const styles = StyleSheet.create({
  paragraph: { fontSize: 10, lineHeight: 1.6, marginBottom: 4 },
  heading: { fontWeight: 700, lineHeight: 1.4, marginTop: 6, marginBottom: 4 },
  quote: {
    borderLeftWidth: 3,
    borderLeftColor: '#ced4da',
    paddingLeft: 8,
    marginVertical: 4,
    color: '#495057',
  },
  listRow: { flexDirection: 'row' },
  marker: { width: 16, fontSize: 10, lineHeight: 1.6 },
  listBody: { flex: 1 },
  list: { marginBottom: 4 },
  image: { marginVertical: 4, alignSelf: 'flex-start', maxWidth: '100%', objectFit: 'contain' },
  link: { color: '#1c7ed6' },
});

function runStyle(inline: Extract<Inline, { kind: 'text' }>): Style {
  const style: Style = {};
  if (inline.bold) style.fontWeight = 700;
  if (inline.italic) style.fontStyle = 'italic';
  const decoration = [inline.underline && 'underline', inline.strike && 'line-through']
    .filter(Boolean)
    .join(' ');
  if (decoration) style.textDecoration = decoration as Style['textDecoration'];
  if (inline.color) style.color = inline.color;
  return style;
}

/** A paragraph's runs as the children of its Text. */
function runs(inlines: Inline[]) {
  // An empty paragraph is a blank line, as the editor shows it.
  if (inlines.length === 0) return ' ';
  return inlines.map((inline, index) => {
    if (inline.kind === 'br') return '\n';
    const style = runStyle(inline);
    if (inline.href) {
      return (
        <Link key={index} src={inline.href} style={[styles.link, style]}>
          {inline.text}
        </Link>
      );
    }
    return (
      <Text key={index} style={style}>
        {inline.text}
      </Text>
    );
  });
}

function Block({ block, images }: { block: PdfBlock; images: PdfImages }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text style={[styles.paragraph, block.align ? { textAlign: block.align } : {}]}>
          {runs(block.inlines)}
        </Text>
      );
    case 'heading':
      return (
        <Text
          style={[
            styles.heading,
            { fontSize: HEADING_SIZES[block.level] },
            block.align ? { textAlign: block.align } : {},
          ]}
        >
          {runs(block.inlines)}
        </Text>
      );
    case 'quote':
      return (
        <View style={styles.quote}>
          <PdfHtml blocks={block.children} images={images} />
        </View>
      );
    case 'list':
      return (
        <View style={styles.list}>
          {block.items.map((item, index) => (
            <View key={index} style={styles.listRow}>
              <Text style={styles.marker}>{block.ordered ? `${block.start + index}.` : '•'}</Text>
              <View style={styles.listBody}>
                <PdfHtml blocks={item} images={images} />
              </View>
            </View>
          ))}
        </View>
      );
    case 'image': {
      const image = images.get(block.src);
      if (!image) return null;
      const width = block.width ?? (image.width > 0 ? image.width * PT_PER_PX : '100%');
      return <Image src={image.data} style={[styles.image, { width }]} />;
    }
    default:
      return null;
  }
}

export function PdfHtml({ blocks, images }: { blocks: PdfBlock[]; images: PdfImages }) {
  return (
    <View>
      {blocks.map((block, index) => (
        <Block key={index} block={block} images={images} />
      ))}
    </View>
  );
}
