'use client';

/**
 * The text measure of the items table's number columns: the estimate on the server and in the
 * first paint (both render the same), then the browser's own measure of the cells' font.
 */
import { useEffect, useState } from 'react';
import { estimateTextWidth, type TextWidth } from './column-widths';

/** Measures with a canvas in the font of `sample` (a cell), at 13 px as the cells are set. */
function canvasMeasure(sample: Element): TextWidth | null {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  const family = getComputedStyle(sample).fontFamily;
  const cache = new Map<string, number>();
  return (text, bold) => {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      context.font = `${bold ? 700 : 400} 13px ${family}`;
      width = context.measureText(text).width;
      cache.set(key, width);
    }
    return width;
  };
}

export function useTextWidth(sampleRef: { current: Element | null }): TextWidth {
  const [measure, setMeasure] = useState<TextWidth>(() => estimateTextWidth);
  useEffect(() => {
    const apply = () => {
      const sample = sampleRef.current;
      const measured = sample && canvasMeasure(sample);
      if (measured) setMeasure(() => measured);
    };
    // Web fonts may still be loading: measure once they are there.
    if (document.fonts?.status === 'loading') void document.fonts.ready.then(apply);
    else apply();
  }, [sampleRef]);
  return measure;
}
