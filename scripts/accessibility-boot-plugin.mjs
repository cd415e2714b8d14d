import { build } from 'vite';

/**
 * Builds src/accessibility/boot.ts into `/accessibility-settings.js`: a tiny,
 * classic, blocking script that index.html loads in its <head>, so a
 * prerendered page is painted with the visitor's accessibility settings from
 * the first frame. It is a file, not inline code, because the content policy
 * allows same-origin script files only; it is built from the same modules the
 * app uses to read and apply the settings, and stays out of the React bundle.
 * `npm run dev` builds it on request; `vite build` emits it beside index.html.
 */
export const ACCESSIBILITY_BOOT_FILE = 'accessibility-settings.js';
const entry = 'src/accessibility/boot.ts';

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
      lib: { entry, formats: ['iife'], name: 'accessibilitySettingsBoot', fileName: () => ACCESSIBILITY_BOOT_FILE },
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
export function accessibilityBootScript({ colorBlindFilterValues }) {
  let root = process.cwd();
  return {
    name: 'accessibility-boot-script',
    // The server-side build renders pages; it needs no browser script (its HTML is the client build's).
    apply: (_config, env) => env.command === 'serve' || !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${ACCESSIBILITY_BOOT_FILE}`) return next();
        buildBootScript(root).then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          },
          (error) => next(error),
        );
      });
    },
    transformIndexHtml(html) {
      return html.replace('<body>', `<body>\n    ${colorBlindFiltersSvg(colorBlindFilterValues)}`);
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: ACCESSIBILITY_BOOT_FILE, source: await buildBootScript(root) });
    },
  };
}
