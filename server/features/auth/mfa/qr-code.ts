import QRCode from 'qrcode';

/**
 * The QR code of `text` as raw SVG markup (not a data URI: auth-js prefixes
 * `data:image/svg+xml;utf-8,` itself).
 */
export function renderQrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg' });
}
