import { describe, expect, it } from 'vitest';
import { previewHtml } from './preview-html';

describe('previewHtml', () => {
  it('keeps the allowed tags and safe links', () => {
    expect(
      previewHtml('<h3>Perks</h3><ul><li><b>Paid</b> <i>bootcamp</i></li></ul><a href="https://k.in">site</a>'),
    ).toBe(
      '<h3>Perks</h3><ul><li><strong>Paid</strong> <em>bootcamp</em></li></ul><a href="https://k.in" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
  });

  it('drops scripts, handlers, styles and unsafe links but keeps their words', () => {
    expect(
      previewHtml(
        '<p onclick="x()" style="color:red">Hi <span>there</span></p><script>alert(1)</script><a href="javascript:x">x</a><img src=x onerror=y>',
      ),
    ).toBe('<p>Hi there</p><a>x</a>');
  });
});
