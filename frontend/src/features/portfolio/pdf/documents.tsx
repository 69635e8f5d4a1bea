//! The portfolio's PDFs as react-pdf documents: a page's overview on portrait A4 (title, the
//! startup's side panel, the three blocks one after another) or on landscape A4 (the three blocks
//! side by side with the side panel at the right, as in the editor); the title page (title,
//! author, date, a table of NO / page title / startup); and the whole portfolio (the title page
//! and every page, portrait).
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_FONT } from './fonts';
import type { PdfPage, PdfTitlePage } from './input';
import type { PdfImages } from './loadImages';
import { PdfHtml } from './PdfHtml';

const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT,
    fontSize: 10,
    color: '#212529',
    paddingTop: 40,
    paddingBottom: 48,
    paddingHorizontal: 40,
  },
  landscape: { paddingHorizontal: 32, paddingTop: 32, paddingBottom: 40 },
  kicker: { fontSize: 9, color: '#868e96', marginBottom: 4 },
  title: { fontSize: 20, fontWeight: 700, marginBottom: 14 },
  panel: {
    borderWidth: 1,
    borderColor: '#dee2e6',
    borderRadius: 6,
    padding: 12,
    marginBottom: 16,
  },
  panelHead: { flexDirection: 'row', alignItems: 'center', marginBottom: 8 },
  logo: { width: 44, height: 44, objectFit: 'contain', marginRight: 10, borderRadius: 6 },
  logoFallback: {
    width: 44,
    height: 44,
    marginRight: 10,
    borderRadius: 6,
    backgroundColor: '#e7f5ff',
    color: '#1c7ed6',
    fontSize: 18,
    fontWeight: 700,
    textAlign: 'center',
    paddingTop: 11,
  },
  intro: { fontSize: 9, color: '#868e96', marginBottom: 2 },
  name: { fontSize: 13, fontWeight: 700 },
  facts: { flexDirection: 'row', flexWrap: 'wrap' },
  fact: { width: '50%', flexDirection: 'row', marginTop: 4 },
  factColumn: { width: '100%', marginTop: 6 },
  factLabel: { width: 64, fontSize: 9, color: '#868e96' },
  factLabelStacked: { fontSize: 8, color: '#868e96' },
  factValue: { fontSize: 9.5, fontWeight: 700 },
  block: { marginBottom: 10 },
  blockRule: { borderTopWidth: 1, borderTopColor: '#f1f3f5', paddingTop: 10 },
  columns: { flexDirection: 'row' },
  column: { flex: 1, marginRight: 14 },
  sideColumn: { width: 150 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 0,
    right: 0,
    textAlign: 'center',
    fontSize: 8,
    color: '#adb5bd',
  },
  coverTitle: { fontSize: 26, fontWeight: 700, marginTop: 120, marginBottom: 16 },
  coverMeta: { flexDirection: 'row', marginBottom: 4 },
  coverLabel: { width: 48, color: '#868e96' },
  table: { marginTop: 40, borderTopWidth: 1.5, borderTopColor: '#343a40' },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#e9ecef' },
  headRow: { backgroundColor: '#f8f9fa' },
  cellNo: { width: 44, paddingVertical: 6, textAlign: 'center' },
  cellTitle: { flex: 1, paddingVertical: 6, paddingHorizontal: 8 },
  cellStartup: { width: 140, paddingVertical: 6, paddingHorizontal: 8 },
  head: { fontWeight: 700, color: '#495057' },
});

function Footer() {
  return (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`}
    />
  );
}

/** The startup's side panel: logo, intro and name, then the facts (two a row, or stacked). */
function Panel({ page, images, stacked }: { page: PdfPage; images: PdfImages; stacked: boolean }) {
  const logo = page.logoUrl ? images.get(page.logoUrl) : undefined;
  return (
    <View style={styles.panel} wrap={false}>
      <View style={styles.panelHead}>
        {logo ? (
          <Image src={logo.data} style={styles.logo} />
        ) : (
          <Text style={styles.logoFallback}>{page.startupName.slice(0, 1)}</Text>
        )}
        <View style={{ flex: 1 }}>
          {page.intro ? <Text style={styles.intro}>{page.intro}</Text> : null}
          <Text style={styles.name}>{page.startupName}</Text>
        </View>
      </View>
      <View style={styles.facts}>
        {page.facts.map((fact) =>
          stacked ? (
            <View key={fact.label} style={styles.factColumn}>
              <Text style={styles.factLabelStacked}>{fact.label}</Text>
              <Text style={styles.factValue}>{fact.value}</Text>
            </View>
          ) : (
            <View key={fact.label} style={styles.fact}>
              <Text style={styles.factLabel}>{fact.label}</Text>
              <Text style={styles.factValue}>{fact.value}</Text>
            </View>
          ),
        )}
      </View>
    </View>
  );
}

/** A page's overview on portrait A4 (one or more sheets). */
export function PortraitPage({ page, images }: { page: PdfPage; images: PdfImages }) {
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.kicker}>{page.portfolioTitle}</Text>
      <Text style={styles.title}>{page.title}</Text>
      <Panel page={page} images={images} stacked={false} />
      {page.blocks.map((blocks, index) => (
        <View key={index} style={index > 0 ? [styles.block, styles.blockRule] : styles.block}>
          <PdfHtml blocks={blocks} images={images} />
        </View>
      ))}
      <Footer />
    </Page>
  );
}

/** A page's overview on landscape A4: the three blocks side by side, the panel at the right. */
export function LandscapePage({ page, images }: { page: PdfPage; images: PdfImages }) {
  return (
    <Page size="A4" orientation="landscape" style={[styles.page, styles.landscape]}>
      <Text style={styles.kicker}>{page.portfolioTitle}</Text>
      <Text style={styles.title}>{page.title}</Text>
      <View style={styles.columns}>
        {page.blocks.map((blocks, index) => (
          <View key={index} style={styles.column}>
            <PdfHtml blocks={blocks} images={images} />
          </View>
        ))}
        <View style={styles.sideColumn}>
          <Panel page={page} images={images} stacked />
        </View>
      </View>
      <Footer />
    </Page>
  );
}

/** The title page: the portfolio's title, author and date, and its pages in order. */
export function TitlePage({ cover }: { cover: PdfTitlePage }) {
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.coverTitle}>{cover.title}</Text>
      <View style={styles.coverMeta}>
        <Text style={styles.coverLabel}>작성자</Text>
        <Text>{cover.author}</Text>
      </View>
      <View style={styles.coverMeta}>
        <Text style={styles.coverLabel}>작성일</Text>
        <Text>{cover.date}</Text>
      </View>
      <View style={styles.table}>
        <View style={[styles.row, styles.headRow]}>
          <Text style={[styles.cellNo, styles.head]}>NO</Text>
          <Text style={[styles.cellTitle, styles.head]}>페이지 제목</Text>
          <Text style={[styles.cellStartup, styles.head]}>기업</Text>
        </View>
        {cover.rows.map((row) => (
          <View key={row.no} style={styles.row} wrap={false}>
            <Text style={styles.cellNo}>{row.no}</Text>
            <Text style={styles.cellTitle}>{row.title}</Text>
            <Text style={styles.cellStartup}>{row.startup}</Text>
          </View>
        ))}
      </View>
      <Footer />
    </Page>
  );
}

const META = { creator: 'Johap', producer: 'Johap', language: 'ko' } as const;

export function PageDocument({
  page,
  images,
  orientation,
}: {
  page: PdfPage;
  images: PdfImages;
  orientation: 'portrait' | 'landscape';
}) {
  return (
    <Document title={page.title} subject={page.portfolioTitle} {...META}>
      {orientation === 'portrait' ? (
        <PortraitPage page={page} images={images} />
      ) : (
        <LandscapePage page={page} images={images} />
      )}
    </Document>
  );
}

export function TitleDocument({ cover }: { cover: PdfTitlePage }) {
  return (
    <Document title={cover.title} author={cover.author} {...META}>
      <TitlePage cover={cover} />
    </Document>
  );
}

export function FullDocument({
  cover,
  pages,
  images,
}: {
  cover: PdfTitlePage;
  pages: PdfPage[];
  images: PdfImages;
}) {
  return (
    <Document title={cover.title} author={cover.author} {...META}>
      <TitlePage cover={cover} />
      {pages.map((page, index) => (
        <PortraitPage key={index} page={page} images={images} />
      ))}
    </Document>
  );
}
