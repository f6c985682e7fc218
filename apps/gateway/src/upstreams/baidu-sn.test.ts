import { describe, expect, it } from 'vitest';
import { baiduSn, encodeQuery, quotePlus } from './baidu-sn';

describe("Baidu's sn", () => {
  it("encodes like Python's quote_plus", () => {
    // python3 -c "import urllib.parse; print(urllib.parse.quote_plus(\"a b!'()*~_.-/\"))"
    expect(quotePlus("a b!'()*~_.-/")).toBe('a+b%21%27%28%29%2A~_.-%2F');
  });

  it('encodes the query as it goes on the wire, in the given order', () => {
    expect(
      encodeQuery([
        ['address', '北京市 (海淀)'],
        ['output', 'json'],
      ]),
    ).toBe('address=%E5%8C%97%E4%BA%AC%E5%B8%82%20(%E6%B5%B7%E6%B7%80)&output=json');
  });

  it("is the md5 of quote_plus(path?query + SK), as Baidu's Python sample computes it", () => {
    const query = encodeQuery([
      ['address', '北京市 (海淀)'],
      ['output', 'json'],
      ['ak', 'yourak'],
      ['timestamp', '1716012600'],
    ]);
    // hashlib.md5(urllib.parse.quote_plus('/geocoding/v3/?' + query + 'yoursk').encode()).hexdigest()
    expect(baiduSn('/geocoding/v3/', query, 'yoursk')).toBe('e4c1c9ce1408a5ff3addb268acfa633d');
  });
});
