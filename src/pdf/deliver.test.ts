import { describe, expect, it, vi } from 'vitest';
import { type DeliveryHost, deliverPdf } from './deliver';

const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

function host(navigator: DeliveryHost['navigator']) {
  const link = { href: '', download: '', rel: '', click: vi.fn(), remove: vi.fn() };
  const fake: DeliveryHost = {
    navigator,
    document: {
      createElement: (() => link) as unknown as Document['createElement'],
      body: { append: vi.fn() } as unknown as HTMLElement,
    },
    url: { createObjectURL: () => 'blob:pdf', revokeObjectURL: vi.fn() },
  };
  return { fake, link };
}

describe('deliverPdf', () => {
  it('offers the file through the share sheet where the browser can share files', async () => {
    const share = vi.fn(async () => {});
    const { fake, link } = host({ share, canShare: () => true });
    expect(await deliverPdf(bytes, 'rules.pdf', 'Rules', fake)).toBe('shared');
    const shared = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(shared.files?.[0]?.name).toBe('rules.pdf');
    expect(shared.files?.[0]?.type).toBe('application/pdf');
    expect(link.click).not.toHaveBeenCalled();
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const { fake, link } = host({ share, canShare: () => true });
    expect(await deliverPdf(bytes, 'rules.pdf', 'Rules', fake)).toBe('cancelled');
    expect(link.click).not.toHaveBeenCalled();
  });

  it('downloads when the browser cannot share files', async () => {
    const { fake, link } = host({ share: vi.fn(), canShare: () => false });
    expect(await deliverPdf(bytes, 'sheet.pdf', 'Sheet', fake)).toBe('downloaded');
    expect([link.href, link.download, link.click.mock.calls.length]).toEqual([
      'blob:pdf',
      'sheet.pdf',
      1,
    ]);
  });

  it('downloads when sharing is refused (the tap is too long ago), rather than failing', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('no gesture', 'NotAllowedError');
    });
    const { fake, link } = host({ share, canShare: () => true });
    expect(await deliverPdf(bytes, 'sheet.pdf', 'Sheet', fake)).toBe('downloaded');
    expect(link.click).toHaveBeenCalledOnce();
  });

  it('downloads where there is no Web Share at all', async () => {
    const { fake, link } = host({});
    expect(await deliverPdf(bytes, 'sheet.pdf', 'Sheet', fake)).toBe('downloaded');
    expect(link.click).toHaveBeenCalledOnce();
  });
});
