import type { ColorBlindMode } from './settings';

/**
 * Colour-blind support as real daltonization (Fidaner, Lin and Ozguven's
 * method): simulate how a person with the deficiency sees a colour (Machado,
 * Oliveira and Fernandes 2009, severity 1), take what they lose (original minus
 * simulation) and move that difference into channels they can tell apart.
 * Folded into one 3x3 matrix per mode: M = I + E · (I − S), used as an SVG
 * feColorMatrix (in linear RGB, where these matrices are defined). Runs at
 * build time: scripts/boot-script-plugin.mjs writes the filters into
 * index.html, so they cost no script.
 */
type Matrix = [[number, number, number], [number, number, number], [number, number, number]];

const simulation: Record<Exclude<ColorBlindMode, 'none'>, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** Where the lost difference goes: red-green losses into green and blue, blue-yellow losses into red and green. */
const redGreenShift: Matrix = [
  [0, 0, 0],
  [0.7, 1, 0],
  [0.7, 0, 1],
];
const blueYellowShift: Matrix = [
  [1, 0, 0.7],
  [0, 1, 0.7],
  [0, 0, 0],
];

const identity: Matrix = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

const multiply = (a: Matrix, b: Matrix): Matrix =>
  a.map((row) => [0, 1, 2].map((column) => row.reduce((sum, value, k) => sum + value * b[k]![column]!, 0))) as Matrix;
const subtract = (a: Matrix, b: Matrix): Matrix => a.map((row, i) => row.map((value, j) => value - b[i]![j]!)) as Matrix;
const add = (a: Matrix, b: Matrix): Matrix => a.map((row, i) => row.map((value, j) => value + b[i]![j]!)) as Matrix;

export function correctionMatrix(mode: Exclude<ColorBlindMode, 'none'>): Matrix {
  const shift = mode === 'tritanopia' ? blueYellowShift : redGreenShift;
  return add(identity, multiply(shift, subtract(identity, simulation[mode])));
}

/** The 20 values of an SVG feColorMatrix (type="matrix"): RGB rows with alpha kept. */
export function feColorMatrixValues(mode: Exclude<ColorBlindMode, 'none'>): string {
  const rows = correctionMatrix(mode).map((row) => [...row.map((value) => Number(value.toFixed(6))), 0, 0].join(' '));
  return [...rows, '0 0 0 1 0'].join(' ');
}
