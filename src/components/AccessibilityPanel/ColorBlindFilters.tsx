import { colorBlindFilterId, feColorMatrixValues } from '../../accessibility/colorBlindFilters';

const modes = ['protanopia', 'deuteranopia', 'tritanopia'] as const;

/**
 * The colour-blind correction filters, defined in the document because Chrome
 * does not load external SVG files for CSS `filter: url()`. tokens.css applies
 * one to <html> when data-colorblind is set.
 */
export function ColorBlindFilters() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}>
      <defs>
        {modes.map((mode) => (
          <filter key={mode} id={colorBlindFilterId(mode)} colorInterpolationFilters="linearRGB">
            <feColorMatrix type="matrix" values={feColorMatrixValues(mode)} />
          </filter>
        ))}
      </defs>
    </svg>
  );
}
