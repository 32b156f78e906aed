import spriteUrl from '../content/generated/icons.svg?no-inline';

/**
 * Adds every icon symbol the prerendered page does not already carry, so pages the app renders as
 * the visitor navigates find theirs. Called once the app starts, after the first paint; until the
 * sprite arrives, a newly shown icon is blank, never broken.
 */
export async function loadIconSprite(): Promise<void> {
  const response = await fetch(spriteUrl);
  if (!response.ok) throw new Error(`The icon sprite ${spriteUrl} answered ${response.status}`);
  // Parsed by a template, not a DOMParser: a parser makes a whole document of its own, which costs
  // a slow phone more than the sprite.
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  const sprite = template.content.querySelector('svg');
  if (!sprite) throw new Error(`The icon sprite ${spriteUrl} holds no <svg>`);
  for (const symbol of sprite.querySelectorAll('symbol')) {
    if (document.getElementById(symbol.id)) symbol.remove();
  }
  // Never drawn itself: no box (see global.css), no place in the accessibility tree. Not `hidden`,
  // which HTML does not allow on <svg> (the prerendered sprite is written the same way).
  const attributes = { width: '0', height: '0', 'aria-hidden': 'true', 'data-icon-sprite': '' };
  for (const [name, value] of Object.entries(attributes)) sprite.setAttribute(name, value);
  document.body.append(sprite);
}
