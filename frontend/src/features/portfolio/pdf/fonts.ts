//! The PDFs' Korean font: Pretendard (regular and bold), shipped as assets of the build (`?url`:
//! fetched only when a PDF is drawn). There is no italic face: italic text uses the upright one.
//! Korean breaks between words, never inside one: no hyphenation.
import { Font } from '@react-pdf/renderer';
import boldUrl from 'pretendard/dist/public/static/alternative/Pretendard-Bold.ttf?url';
import regularUrl from 'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf?url';

export const PDF_FONT = 'Pretendard';

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: regularUrl, fontWeight: 400 },
      { src: boldUrl, fontWeight: 700 },
      { src: regularUrl, fontWeight: 400, fontStyle: 'italic' },
      { src: boldUrl, fontWeight: 700, fontStyle: 'italic' },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
}
