import { describe, expect, it, vi } from 'vitest';
import { postUrl, sharePost, type ShareData } from './share-post';

const data: ShareData = {
  title: '“Monorail sunset” by @monorail_mike',
  text: 'Monorail sunset',
  url: 'https://magic.example/post/3f2a',
};

const clipboard = (writeText = vi.fn(() => Promise.resolve())) => ({ writeText });

/** A DOMException-like error, as browsers reject `navigator.share` with. */
const domError = (name: string) => Object.assign(new Error(name), { name });

describe('postUrl', () => {
  it('is the canonical address of the post page', () => {
    expect(postUrl('https://magic.example', '3f2a')).toBe('https://magic.example/post/3f2a');
    expect(postUrl('http://127.0.0.1:4173', 'a b')).toBe('http://127.0.0.1:4173/post/a%20b');
  });
});

describe('sharePost', () => {
  it('uses the Web Share API where there is one, and copies nothing', async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = clipboard();
    await expect(sharePost(data, { share, clipboard: copy })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy.writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the member closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(domError('AbortError')));
    const copy = clipboard();
    await expect(sharePost(data, { share, clipboard: copy })).resolves.toBe('cancelled');
    expect(copy.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the browser refuses to share or has no share sheet', async () => {
    const refused = vi.fn(() => Promise.reject(domError('NotAllowedError')));
    const copy = clipboard();
    await expect(sharePost(data, { share: refused, clipboard: copy })).resolves.toBe('copied');
    expect(copy.writeText).toHaveBeenCalledWith(data.url);

    await expect(sharePost(data, { clipboard: clipboard() })).resolves.toBe('copied');

    const share = vi.fn(() => Promise.resolve());
    const cannot = { share, canShare: () => false, clipboard: clipboard() };
    await expect(sharePost(data, cannot)).resolves.toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('fails when the link cannot be copied either', async () => {
    const denied = clipboard(vi.fn(() => Promise.reject(domError('NotAllowedError'))));
    await expect(sharePost(data, { clipboard: denied })).resolves.toBe('failed');
    await expect(sharePost(data, {})).resolves.toBe('failed');
  });
});
