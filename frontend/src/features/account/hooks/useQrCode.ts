//! A QR code of `text` as an image address (an SVG drawn in the browser: the secret it holds never
//! leaves the page). Null until drawn, or when it could not be.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export function useQrCode(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);

  useEffect(() => {
    if (!text) return;
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live)
          setDrawn({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        // The secret is shown for typing in as well.
      });
    return () => {
      live = false;
    };
  }, [text]);

  // A code drawn for an earlier text is never shown for this one.
  return drawn && drawn.text === text ? drawn.url : null;
}
