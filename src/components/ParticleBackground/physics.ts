/**
 * The particles' physics, pure: no DOM, no clock, no randomness of its own
 * (the caller passes `random`), so it is unit-tested and benchmarked as is.
 * Units are CSS pixels and milliseconds.
 */
export interface Particle {
  x: number;
  y: number;
  /** Velocity in px per ms. */
  vx: number;
  vy: number;
  /** Radius in px. */
  r: number;
}

/** A line between two particles closer than the link distance; `strength` 1 when touching, towards 0 at the limit. */
export interface Link {
  a: number;
  b: number;
  strength: number;
}

/** Slow drift: at most 0.03 px/ms (about 2 px per 60 Hz frame). */
export const maxSpeed = 0.03;
/** A frame longer than this (a paused tab, a busy main thread) is simulated as this long, so nothing jumps. */
export const maxStep = 50;

export function createParticles(count: number, width: number, height: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() * 2 - 1) * maxSpeed,
    vy: (random() * 2 - 1) * maxSpeed,
    r: 1 + random() * 1.5,
  }));
}

/** Where one coordinate ends after moving by `delta` inside [0, size], bouncing off both edges. */
function bounce(position: number, velocity: number, delta: number, size: number): [number, number] {
  let next = position + delta;
  if (next < 0) return [Math.min(-next, size), Math.abs(velocity)];
  if (next > size) {
    next = Math.max(2 * size - next, 0);
    return [next, -Math.abs(velocity)];
  }
  return [next, velocity];
}

/** The particles `elapsed` ms later in a field of width × height (a new array; the input is untouched). */
export function stepParticles(particles: readonly Particle[], elapsed: number, width: number, height: number): Particle[] {
  const dt = Math.min(Math.max(elapsed, 0), maxStep);
  return particles.map((particle) => {
    const [x, vx] = bounce(particle.x, particle.vx, particle.vx * dt, width);
    const [y, vy] = bounce(particle.y, particle.vy, particle.vy * dt, height);
    return { ...particle, x, y, vx, vy };
  });
}

/** Keeps every particle inside a field that has changed size (e.g. the window was resized). */
export function fitParticles(particles: readonly Particle[], width: number, height: number): Particle[] {
  return particles.map((particle) => ({ ...particle, x: Math.min(particle.x, width), y: Math.min(particle.y, height) }));
}

/** Every pair closer than `maxDistance` (spec: 100 px), each pair once. */
export function linksBetween(particles: readonly Particle[], maxDistance: number): Link[] {
  const links: Link[] = [];
  const limit = maxDistance * maxDistance;
  for (let a = 0; a < particles.length; a++) {
    const p = particles[a]!;
    for (let b = a + 1; b < particles.length; b++) {
      const q = particles[b]!;
      const dx = p.x - q.x;
      const dy = p.y - q.y;
      const squared = dx * dx + dy * dy;
      if (squared < limit) links.push({ a, b, strength: 1 - Math.sqrt(squared) / maxDistance });
    }
  }
  return links;
}
