import { build } from 'vite';

/**
 * Builds src/boot/index.ts into a tiny classic script that is inlined at the end of
 * index.html's <head>, after the stylesheet: a prerendered page is painted with the
 * visitor's accessibility settings from the first frame without a render-blocking
 * request, and its scripts are requested after that paint. The content policy allows it
 * by its hash (scripts/security-headers.mjs). It is built from the same modules the app
 * uses to read and apply the settings, and stays out of the React bundle.
 */
const entry = 'src/boot/index.ts';

/** @param {string} root @returns {Promise<string>} */
async function buildBootScript(root) {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2018',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'boot', fileName: () => 'boot.js' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error(`Building ${entry} produced no script`);
}

/**
 * The colour-blind correction filters as an inline SVG for the top of <body>:
 * CSS `filter: url(#…)` needs them in the document (Chrome loads no external
 * SVG filter files), and as static markup they cost the page no script.
 * @param {Record<string, string>} filterValues feColorMatrix values per mode
 */
function colorBlindFiltersSvg(filterValues) {
  const filters = Object.entries(filterValues)
    .map(([mode, values]) => `<filter id="a11y-filter-${mode}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${values}"/></filter>`)
    .join('');
  return `<svg aria-hidden="true" focusable="false" class="visually-hidden"><defs>${filters}</defs></svg>`;
}

/**
 * @param {{ colorBlindFilterValues: Record<string, string> }} options
 * @returns {import('vite').Plugin}
 */
export function bootScript({ colorBlindFilterValues }) {
  let root = process.cwd();
  return {
    name: 'boot-script',
    // The server-side build renders pages; it needs no browser script (its HTML is the client build's).
    apply: (_config, env) => env.command === 'serve' || !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    // After Vite has added the stylesheet link at the end of <head>: the script goes after it.
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes('</head>')) throw new Error('index.html has no </head>');
        // `</` cannot occur in the minified script's strings; guard anyway, it would end the element.
        const code = (await buildBootScript(root)).trim().replace(/<\//g, '<\\/');
        return (
          html
            // A classic script after the stylesheet: the parser waits for the stylesheet before it
            // runs it and reads the body, so the body is never laid out without the site's CSS
            // (Chrome lays the document out at DOMContentLoaded, stylesheet or not, and without it
            // the deferred sections' rule is missing: the whole page in one long task).
            .replace('</head>', () => `  <script>${code}</script>\n  </head>`)
            .replace('<body>', `<body>\n    ${colorBlindFiltersSvg(colorBlindFilterValues)}`)
        );
      },
    },
  };
}
