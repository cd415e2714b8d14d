import type { Link, Particle } from './physics';

/** A 2D context on the page's canvas (main-thread fallback) or on an OffscreenCanvas (the worker). */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Paints one frame. `color` is the canvas element's CSS colour (a design
 * token, read on the main thread and handed to the worker), so high contrast
 * and the colour-blind filters apply as everywhere.
 * Kept faint so the hero text keeps its contrast: dots at 55 % and lines at
 * most 20 % of that colour.
 */
export const dotAlpha = 0.55;
export const lineAlpha = 0.2;

export function drawFrame(context: Context2D, particles: readonly Particle[], links: readonly Link[], color: string): void {
  const { canvas } = context;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = 1;
  // Lines first, in a few alpha bands, so a frame is a handful of paths rather than one per line.
  const bands = 4;
  for (let band = 0; band < bands; band++) {
    context.globalAlpha = (lineAlpha * (band + 1)) / bands;
    context.beginPath();
    for (const link of links) {
      if (Math.min(bands - 1, Math.floor(link.strength * bands)) !== band) continue;
      const p = particles[link.a]!;
      const q = particles[link.b]!;
      context.moveTo(p.x, p.y);
      context.lineTo(q.x, q.y);
    }
    context.stroke();
  }
  context.globalAlpha = dotAlpha;
  context.beginPath();
  for (const particle of particles) {
    context.moveTo(particle.x + particle.r, particle.y);
    context.arc(particle.x, particle.y, particle.r, 0, Math.PI * 2);
  }
  context.fill();
  context.globalAlpha = 1;
}
