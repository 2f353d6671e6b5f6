/** How a PDF reached the person: the share sheet, a download, or they closed the share sheet. */
export type Delivery = 'shared' | 'downloaded' | 'cancelled';

/** The parts of the browser delivery uses, passed in so tests can stand in for them. */
export interface DeliveryHost {
  navigator: Pick<Navigator, 'share' | 'canShare'> | Partial<Pick<Navigator, 'share' | 'canShare'>>;
  document: Pick<Document, 'createElement' | 'body'>;
  url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

const browserHost = (): DeliveryHost => ({ navigator, document, url: URL });

/** Long enough for the browser to start saving the file before its URL goes away. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Offers the PDF through the share sheet where the browser can share files (phones: print,
 * save, send), else downloads it. Never navigates: an installed app is never left on a blank
 * page showing a PDF it cannot leave.
 */
export async function deliverPdf(
  bytes: Uint8Array,
  fileName: string,
  title: string,
  host: DeliveryHost = browserHost(),
): Promise<Delivery> {
  const file = new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type: 'application/pdf' });
  const { share, canShare } = host.navigator;
  if (share && canShare?.call(host.navigator, { files: [file] })) {
    try {
      await share.call(host.navigator, { files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (the tap that started printing is too long ago) and the like: download.
    }
  }
  const href = host.url.createObjectURL(file);
  const link = host.document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  host.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => host.url.revokeObjectURL(href), REVOKE_AFTER_MS);
  return 'downloaded';
}
