// Moves the images a style sheet carries inline as `url(data:…)` into files of their own, so the sheet
// can be served under `img-src 'self'`: a CSP without `data:` refuses such an image, and says so in the
// console, however the sheet itself was loaded.

export interface DataImage {
  /** The file's name: a hash of its bytes and the extension of its type (`3f…a1.svg`). */
  name: string;
  type: string;
  body: Buffer;
}

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The bytes of a `data:` URL: base64, or percent-encoded text. */
function decode(url: string): { type: string; body: Buffer } {
  const comma = url.indexOf(',');
  const header = url.slice('data:'.length, comma).split(';');
  const data = url.slice(comma + 1);
  const body =
    header.at(-1) === 'base64'
      ? Buffer.from(data, 'base64')
      : Buffer.from(decodeURIComponent(data.replace(/%(?![0-9a-f]{2})/gi, '%25')));
  return { type: header[0] || 'text/plain', body };
}

/** Where `url(` at `start` ends, and the URL it holds (a quoted one with its CSS escapes undone). */
function readUrl(css: string, start: number): { url: string; end: number } {
  let i = start + 'url('.length;
  const quote = css[i];
  if (quote !== '"' && quote !== "'") {
    const end = css.indexOf(')', i);
    return { url: css.slice(i, end).trim(), end: end + 1 };
  }
  let url = '';
  for (i += 1; css[i] !== quote; i += 1) url += css[i] === '\\' ? css[(i += 1)] : css[i];
  return { url, end: css.indexOf(')', i) + 1 };
}

/**
 * The sheet with each `url(data:image/…)` replaced by `url(<prefix><name>)`, and those images (one per
 * distinct content). Throws on a data URL that is not an image of a known type: a new release of the
 * sheet that needs a look.
 */
export function moveDataImages(css: string, prefix: string, hash: (body: Buffer) => string) {
  const images = new Map<string, DataImage>();
  let out = '';
  let from = 0;
  for (let at = css.indexOf('url(', from); at >= 0; at = css.indexOf('url(', from)) {
    const { url, end } = readUrl(css, at);
    if (!url.startsWith('data:')) {
      out += css.slice(from, end);
    } else {
      const { type, body } = decode(url);
      const extension = EXTENSIONS[type];
      if (!extension) throw new Error(`style sheet: a data: URL of type ${type} is not an image`);
      const name = `${hash(body)}.${extension}`;
      images.set(name, { name, type, body });
      out += `${css.slice(from, at)}url(${prefix}${name})`;
    }
    from = end;
  }
  return { css: out + css.slice(from), images: [...images.values()] };
}
