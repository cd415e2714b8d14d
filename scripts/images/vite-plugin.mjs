// Vite side of the image pipeline (./responsive-images.mjs):
// - dev server: keeps src/assets/images/imageTable.ts in step with the source folder
//   and answers /images/<name>-<width>.webp (and the fallback) on demand;
// - client build: emits every generated file as dist/images/<file>.
// The SSR build emits nothing: the prerendered pages reference the client's files.
import path from 'node:path';
import { PUBLIC_PREFIX, isSourceImage, listImages, outputsOf, writeTable } from './responsive-images.mjs';

const contentTypes = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };

export function responsiveImages() {
  let isSsrBuild = false;
  let command = 'serve';
  return {
    name: 'responsive-images',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
      command = config.command;
    },
    async buildStart() {
      const images = await listImages();
      await writeTable(images);
      if (command !== 'build' || isSsrBuild) return;
      for (const image of images) {
        for (const [fileName, produce] of outputsOf(image)) {
          this.emitFile({ type: 'asset', fileName: `${PUBLIC_PREFIX.slice(1)}${fileName}`, source: await produce() });
        }
      }
    },
    configureServer(server) {
      const refreshTable = async (file) => {
        if (isSourceImage(file)) await writeTable();
      };
      server.watcher.on('add', refreshTable);
      server.watcher.on('unlink', refreshTable);
      server.watcher.on('change', refreshTable);
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(PUBLIC_PREFIX)) return next();
        try {
          const wanted = url.slice(PUBLIC_PREFIX.length);
          for (const image of await listImages()) {
            const output = outputsOf(image).find(([fileName]) => fileName === wanted);
            if (!output) continue;
            response.setHeader('Content-Type', contentTypes[path.extname(wanted)]);
            response.end(await output[1]());
            return;
          }
          next();
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
