import { describe, expect, it } from 'vitest';
import { type Particle, createParticles, fitParticles, linksBetween, maxSpeed, maxStep, stepParticles } from '../../src/components/ParticleBackground/physics';

const particle = (x: number, y: number, vx = 0, vy = 0): Particle => ({ x, y, vx, vy, r: 1 });

/** A repeatable random sequence. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('particle physics', () => {
  it('creates the requested number of particles inside the field, drifting slowly', () => {
    const particles = createParticles(50, 800, 400, seeded(1));
    expect(particles).toHaveLength(50);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(400);
      expect(Math.abs(p.vx)).toBeLessThanOrEqual(maxSpeed);
      expect(Math.abs(p.vy)).toBeLessThanOrEqual(maxSpeed);
    }
  });

  it('moves each particle by its velocity times the elapsed time, without touching the input', () => {
    const before = [particle(100, 100, 0.02, -0.01)];
    const after = stepParticles(before, 16, 800, 400);
    expect(after[0]!.x).toBeCloseTo(100.32);
    expect(after[0]!.y).toBeCloseTo(99.84);
    expect(before[0]!.x).toBe(100);
  });

  it('bounces off every edge and stays inside', () => {
    const [left] = stepParticles([particle(0.1, 50, -0.02, 0)], 10, 800, 400);
    expect(left!.x).toBeCloseTo(0.1);
    expect(left!.vx).toBeCloseTo(0.02);
    const [right] = stepParticles([particle(799.9, 50, 0.02, 0)], 10, 800, 400);
    expect(right!.x).toBeCloseTo(799.9);
    expect(right!.vx).toBeCloseTo(-0.02);
    const [top] = stepParticles([particle(50, 0, 0, -0.03)], 20, 800, 400);
    expect(top!.y).toBeCloseTo(0.6);
    expect(top!.vy).toBeGreaterThan(0);
    const [bottom] = stepParticles([particle(50, 400, 0, 0.03)], 20, 800, 400);
    expect(bottom!.y).toBeCloseTo(399.4);
    expect(bottom!.vy).toBeLessThan(0);
  });

  it('never jumps: a long pause (background tab, busy thread) counts as one short step', () => {
    const [p] = stepParticles([particle(100, 100, 0.03, 0)], 10_000, 800, 400);
    expect(p!.x).toBeCloseTo(100 + 0.03 * maxStep);
    const [still] = stepParticles([particle(100, 100, 0.03, 0)], -5, 800, 400);
    expect(still!.x).toBe(100);
  });

  it('keeps every particle inside over many frames', () => {
    let particles = createParticles(50, 375, 600, seeded(7));
    for (let frame = 0; frame < 2000; frame++) particles = stepParticles(particles, 16.7, 375, 600);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(375);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(600);
    }
  });

  it('links particles closer than 100 px, each pair once, stronger when closer', () => {
    const particles = [particle(0, 0), particle(60, 80), particle(0, 99.9), particle(300, 300), particle(30, 40)];
    const links = linksBetween(particles, 100);
    const pairs = links.map((link) => `${link.a}-${link.b}`);
    // 0–1 is exactly 100 px apart: not closer than 100
    expect(pairs.sort()).toEqual(['0-2', '0-4', '1-2', '1-4', '2-4']);
    const strength = (a: number, b: number) => links.find((link) => link.a === a && link.b === b)!.strength;
    expect(strength(0, 4)).toBeCloseTo(0.5);
    expect(strength(0, 2)).toBeCloseTo(0.001);
    expect(strength(0, 4)).toBeGreaterThan(strength(0, 2));
  });

  it('fits particles into a smaller field after a resize', () => {
    const fitted = fitParticles([particle(700, 350), particle(10, 10)], 375, 300);
    expect(fitted.map((p) => [p.x, p.y])).toEqual([
      [375, 300],
      [10, 10],
    ]);
  });
});
