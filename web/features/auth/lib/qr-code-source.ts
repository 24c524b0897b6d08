const SVG_PREFIX = /^data:image\/svg\+xml;(?:utf-?8|charset=utf-?8),/i;

/**
 * An `<img src>` for the enrolment QR code. auth-js puts the server's raw SVG after
 * `data:image/svg+xml;utf-8,` without encoding it, so a '#' in a colour (`fill="#000"`) ends the
 * URL early and the image breaks; the SVG is percent-encoded here instead.
 */
export function qrCodeImageSource(qrCode: string): string {
  const svg = SVG_PREFIX.test(qrCode)
    ? qrCode.replace(SVG_PREFIX, '')
    : qrCode.trimStart().startsWith('<svg')
      ? qrCode
      : null;
  if (svg === null) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
