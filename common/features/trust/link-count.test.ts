import { describe, expect, it } from 'vitest';
import { countItemLinks, countLinks } from './link-count';

describe('countLinks', () => {
  it('counts scheme addresses, www. hosts and bare domains, each once', () => {
    expect(countLinks('See https://example.com/a?b=1#c')).toBe(1);
    expect(countLinks('http://a.com and https://www.b.org/x')).toBe(2);
    expect(countLinks('go to www.example.net today')).toBe(1);
    expect(countLinks('a.com/x')).toBe(1);
    expect(countLinks('Tickets at example.org, cheap!')).toBe(1);
    expect(countLinks('Deals: SHOP.Disney-Deals.CO.UK/park and bit.ly/abc')).toBe(2);
    expect(countLinks('youtu.be/xyz, spam.xyz and tickets.shop:8080/buy')).toBe(3);
    expect(countLinks('[my site](https://a.com/page)')).toBe(1);
    expect(countLinks('See a.com.')).toBe(1);
  });

  it('does not count ordinary words with dots, times, numbers, file names or emails', () => {
    const text =
      'E.g. arrive at 9.30 or 10.15, i.e. early. Mr.Smith rode v1.2.3 in St.Louis; U.S.A. ' +
      'fans: see readme.md, photo.jpg, node.js, index.html. Walk.in is fine. Mail me@mail.com.';
    expect(countLinks(text)).toBe(0);
    expect(countLinks('')).toBe(0);
    expect(countLinks(null)).toBe(0);
  });

  it('adds up the texts of one item', () => {
    expect(countItemLinks(['a.com', null, 'b.org and https://c.net', undefined])).toBe(3);
  });
});
