// The raw data endpoints as the server answers them: the summary of the four sheets (or a
// startup's refusal) and the workbook, whose body the test can hold after its first bytes.
import type { RawDataSummary } from '@/api/gen/rawData';
import { TOKEN_KEY } from '@/shared/session';
import { token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';

export const INVESTOR_ONLY = '투자사 회원만 이용할 수 있습니다.';
export const FILE_NAME = '데모투자파트너스_데이터_20261121.xlsx';

export const summary: RawDataSummary = {
  sheets: [
    { sheet: 'unions', title: '조합', rows: 12 },
    { sheet: 'applicants', title: '출자 신청', rows: 412 },
    { sheet: 'lp_members', title: 'LP 회원', rows: 1530 },
    { sheet: 'mailings', title: '메일 발송 이력', rows: 87 },
  ],
};

export interface RawDataServer {
  /** The `sheets` parameter of each workbook request (null when absent). */
  requested: (string | null)[];
  /** Sends the rest of a held workbook and ends it. */
  release: () => void;
}

export function serveRawData({
  refuse = false,
  hold = false,
}: { refuse?: boolean; hold?: boolean } = {}): RawDataServer {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok-1');
  const requested: (string | null)[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const encoder = new TextEncoder();
  server.use(
    // A stored token makes the app refresh it at start; keep the same one.
    http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok-1'))),
    http.get(api('/raw-data'), () =>
      refuse ? problem(403, 'investor_only', INVESTOR_ONLY) : HttpResponse.json(summary),
    ),
    http.get(api('/raw-data.xlsx'), ({ request }) => {
      requested.push(new URL(request.url).searchParams.get('sheets'));
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('P'.repeat(3000)));
          if (hold) await held;
          controller.enqueue(encoder.encode('K'.repeat(2000)));
          controller.close();
        },
      });
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="data.xlsx"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
        },
      });
    }),
  );
  return { requested, release: () => release() };
}
