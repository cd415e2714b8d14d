const modes = ['protanopia', 'deuteranopia', 'tritanopia'] as const;

/**
 * The colour-blind correction filters, defined in the document because Chrome
 * does not load external SVG files for CSS `filter: url()`. tokens.css applies
 * one to <html> when data-colorblind is set. The matrices are computed at
 * build time by src/accessibility/colorBlindFilters.ts.
 */
export function ColorBlindFilters() {
  return (
    <svg aria-hidden="true" focusable="false" className="visually-hidden">
      <defs>
        {modes.map((mode) => (
          <filter key={mode} id={`a11y-filter-${mode}`} colorInterpolationFilters="linearRGB">
            <feColorMatrix type="matrix" values={__COLOR_BLIND_FILTER_VALUES__[mode]} />
          </filter>
        ))}
      </defs>
    </svg>
  );
}
