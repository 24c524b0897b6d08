import { describe, expect, it } from 'vitest';
import { qrCodeImageSource } from './qr-code-source';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h5v5H0z"/></svg>';

describe('qrCodeImageSource', () => {
  it("re-encodes auth-js's raw SVG data URI so '#' does not cut it", () => {
    const source = qrCodeImageSource(`data:image/svg+xml;utf-8,${svg}`);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(source).not.toContain('#');
    expect(decodeURIComponent(source.split(',')[1]!)).toBe(svg);
  });

  it('accepts bare SVG markup', () => {
    expect(decodeURIComponent(qrCodeImageSource(svg).split(',')[1]!)).toBe(svg);
  });

  it('leaves other sources alone', () => {
    expect(qrCodeImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
