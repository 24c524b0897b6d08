import QRCode from 'qrcode';

/**
 * The QR code of `text` as raw SVG markup (not a data URI: auth-js prefixes
 * `data:image/svg+xml;utf-8,` itself, without encoding). Colours are written as names, because
 * a `#` would end that data URI early.
 */
export async function renderQrCodeSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2 });
  return svg.replaceAll(/#ffffff/gi, 'white').replaceAll(/#000000/gi, 'black');
}
