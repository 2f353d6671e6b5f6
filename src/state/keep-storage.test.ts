import { describe, expect, it, vi } from 'vitest';
import { askToKeepStorage } from './keep-storage';

describe('askToKeepStorage - persistent storage, asked silently', () => {
  it('asks the browser to keep the data when it is not kept yet', async () => {
    const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
    expect(await askToKeepStorage(storage)).toBe(true);
    expect(storage.persist).toHaveBeenCalledOnce();
  });

  it('does not ask again once the data is kept', async () => {
    const storage = { persisted: vi.fn(async () => true), persist: vi.fn(async () => true) };
    expect(await askToKeepStorage(storage)).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('says no, without throwing, where the browser refuses or lacks the API', async () => {
    const refusing = {
      persisted: async () => false,
      persist: async (): Promise<boolean> => {
        throw new DOMException('no', 'NotAllowedError');
      },
    };
    expect(await askToKeepStorage(refusing)).toBe(false);
    expect(await askToKeepStorage(undefined)).toBe(false);
  });
});
