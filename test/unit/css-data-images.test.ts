// The /docs style sheet's inline images, moved to files so the page needs no `data:` in its CSP.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { moveDataImages } from '../../api/docs/css-data-images.ts';

const hash = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 8);

describe('moveDataImages (the /docs style sheet)', () => {
  it('should move quoted, percent-encoded and base64 images to files and leave other URLs alone', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff" d="M0 0h1v1z"/></svg>';
    const quoted = svg.replaceAll('"', '\\"').replace('#', '%23');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    const css =
      `a{background:url("data:image/svg+xml;charset=utf-8,${quoted}") no-repeat}` +
      `b{background:url(data:image/png;base64,${png.toString('base64')})}` +
      `c{background:url('data:image/svg+xml;charset=utf-8,${quoted}')}d{src:url(/fonts/x.woff2)}`;
    const out = moveDataImages(css, '/docs/img/', hash);
    const svgName = `${hash(Buffer.from(svg))}.svg`;
    const pngName = `${hash(png)}.png`;
    assert.equal(
      out.css,
      `a{background:url(/docs/img/${svgName}) no-repeat}b{background:url(/docs/img/${pngName})}` +
        `c{background:url(/docs/img/${svgName})}d{src:url(/fonts/x.woff2)}`,
    );
    assert.deepEqual(out.images, [
      { name: svgName, type: 'image/svg+xml', body: Buffer.from(svg) },
      { name: pngName, type: 'image/png', body: png },
    ]);
  });

  it('should refuse a data: URL that is not an image of a known type', () => {
    assert.throws(
      () => moveDataImages('a{src:url(data:font/woff2;base64,AAAA)}', '/x/', hash),
      /font\/woff2 is not an image/,
    );
  });
});
