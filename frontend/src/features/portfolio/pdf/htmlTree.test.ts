import { describe, expect, it } from 'vitest';
import { htmlToBlocks, imageSources, normalizeColor, tidyInlines } from './htmlTree';

const ORIGIN = 'https://johap.kr';
const read = (html: string) => htmlToBlocks(html, ORIGIN);

describe('htmlToBlocks', () => {
  it('reads headings and paragraphs with their alignment', () => {
    expect(
      read(
        '<h3>회사 개요</h3><p style="text-align: center">가운데 문단</p><h1 style="text-align: right">큰 제목</h1><p>보통</p>',
      ),
    ).toEqual([
      { kind: 'heading', level: 3, inlines: [{ kind: 'text', text: '회사 개요' }] },
      {
        kind: 'paragraph',
        align: 'center',
        inlines: [{ kind: 'text', text: '가운데 문단' }],
      },
      { kind: 'heading', level: 1, align: 'right', inlines: [{ kind: 'text', text: '큰 제목' }] },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '보통' }] },
    ]);
  });

  it('keeps bold, italic, underline, strike, colour and links as marks on runs', () => {
    const [paragraph] = read(
      '<p>일반 <strong>굵게 <em>굵은 기울임</em></strong> <u>밑줄</u><s>취소</s> <span style="color: rgb(250, 82, 82)">빨강</span> <a href="https://johap.kr/x" rel="noopener">링크</a> <b>b</b><i>i</i></p>',
    );
    expect(paragraph).toEqual({
      kind: 'paragraph',
      inlines: [
        { kind: 'text', text: '일반 ' },
        { kind: 'text', text: '굵게 ', bold: true },
        { kind: 'text', text: '굵은 기울임', bold: true, italic: true },
        { kind: 'text', text: ' ' },
        { kind: 'text', text: '밑줄', underline: true },
        { kind: 'text', text: '취소', strike: true },
        { kind: 'text', text: ' ' },
        { kind: 'text', text: '빨강', color: '#fa5252' },
        { kind: 'text', text: ' ' },
        { kind: 'text', text: '링크', href: 'https://johap.kr/x' },
        { kind: 'text', text: ' ' },
        { kind: 'text', text: 'b', bold: true },
        { kind: 'text', text: 'i', italic: true },
      ],
    });
  });

  it('keeps line breaks and collapses white space as a browser does', () => {
    expect(read('<p>  첫 줄  \n  이어짐<br>둘째   줄 </p>')).toEqual([
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: '첫 줄 이어짐' },
          { kind: 'br' },
          { kind: 'text', text: '둘째 줄' },
        ],
      },
    ]);
  });

  it('reads quotes and nested lists, numbered from their start', () => {
    expect(
      read(
        '<blockquote><p>인용문</p></blockquote><ul><li><p>하나</p><ol start="3"><li><p>셋</p></li><li><p>넷</p></li></ol></li><li><p>둘</p></li></ul>',
      ),
    ).toEqual([
      {
        kind: 'quote',
        children: [{ kind: 'paragraph', inlines: [{ kind: 'text', text: '인용문' }] }],
      },
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [
          [
            { kind: 'paragraph', inlines: [{ kind: 'text', text: '하나' }] },
            {
              kind: 'list',
              ordered: true,
              start: 3,
              items: [
                [{ kind: 'paragraph', inlines: [{ kind: 'text', text: '셋' }] }],
                [{ kind: 'paragraph', inlines: [{ kind: 'text', text: '넷' }] }],
              ],
            },
          ],
          [{ kind: 'paragraph', inlines: [{ kind: 'text', text: '둘' }] }],
        ],
      },
    ]);
  });

  it('makes picture addresses absolute, keeps the width the size buttons set, and splits a paragraph around a picture', () => {
    expect(
      read(
        '<img src="/api/v1/portfolio-images/ab.jpg" style="width: 50%"><p>앞 <img src="https://cdn.example/c.png"> 뒤</p>',
      ),
    ).toEqual([
      { kind: 'image', src: 'https://johap.kr/api/v1/portfolio-images/ab.jpg', width: '50%' },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '앞' }] },
      { kind: 'image', src: 'https://cdn.example/c.png' },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '뒤' }] },
    ]);
  });

  it('leaves out what cannot be drawn: scripts, unsafe links and pictures without an address', () => {
    expect(
      read(
        '<p><a href="javascript:alert(1)">링크</a><script>alert(1)</script></p><img><img src="file:///c/a.png"><p>끝</p>',
      ),
    ).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '링크' }] },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '끝' }] },
    ]);
  });

  it('keeps an empty paragraph as a blank line but not white space between blocks', () => {
    expect(read('<p>위</p>\n  <p></p>\n<p>아래</p>')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '위' }] },
      { kind: 'paragraph', inlines: [] },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '아래' }] },
    ]);
  });

  it('reads loose text and containers as paragraphs', () => {
    expect(read('그냥 글 <b>굵게</b><div><p>안쪽</p></div>')).toEqual([
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: '그냥 글 ' },
          { kind: 'text', text: '굵게', bold: true },
        ],
      },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '안쪽' }] },
    ]);
    expect(read('')).toEqual([]);
  });
});

describe('imageSources', () => {
  it('lists every picture once, quotes and lists included', () => {
    const blocks = read(
      '<img src="/a.png"><blockquote><img src="/b.png"></blockquote><ul><li><img src="/a.png"><img src="/c.png"></li></ul>',
    );
    expect(imageSources(blocks)).toEqual([
      'https://johap.kr/a.png',
      'https://johap.kr/b.png',
      'https://johap.kr/c.png',
    ]);
  });
});

describe('normalizeColor', () => {
  it.each([
    ['#FA5252', '#fa5252'],
    ['#abc', '#aabbcc'],
    ['rgb(0, 128, 255)', '#0080ff'],
    ['rgba(37, 38, 43, 0.5)', '#25262b'],
    ['#11223344', '#112233'],
  ])('%s → %s', (value, expected) => {
    expect(normalizeColor(value)).toBe(expected);
  });

  it('gives null for what it does not know', () => {
    expect(normalizeColor('var(--x)')).toBeNull();
    expect(normalizeColor('')).toBeNull();
    expect(normalizeColor(null)).toBeNull();
  });
});

describe('tidyInlines', () => {
  it('joins runs with the same marks and trims around breaks', () => {
    expect(
      tidyInlines([
        { kind: 'text', text: ' 가 ' },
        { kind: 'text', text: ' 나' },
        { kind: 'text', text: '다 ', bold: true },
        { kind: 'br' },
        { kind: 'text', text: ' 라 ' },
      ]),
    ).toEqual([
      { kind: 'text', text: '가 나' },
      { kind: 'text', text: '다', bold: true },
      { kind: 'br' },
      { kind: 'text', text: '라' },
    ]);
  });
});
