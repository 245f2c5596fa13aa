// Every measure and unit abbreviation of convert-units 2.3.4 (lib/definitions), with its numbers written the
// way convert-units computes them so conversions agree to the last bits, plus the few units the instruments
// declare that convert-units lacks (marked "not in convert-units"). node-model §9: 365.25 days per year and
// 33.814 fluid ounces per litre (convert-units' 33.8140226, which rounds to it; docs/decisions.md).
import type { MeasureDefinition } from './measure-definition';

export const DAYS_PER_YEAR = 365.25;
export const FLUID_OUNCES_PER_LITRE = 33.8140226;
/** convert-units uses 33.8140227 for flow rates, one digit apart from volumes; kept so both agree with it. */
const FLUID_OUNCES_PER_LITRE_FLOW = 33.8140227;

const SI_PREFIXED = (base: string): Record<string, readonly [number]> => ({
  [base]: [1], [`m${base}`]: [0.001], [`k${base}`]: [1000], [`M${base}`]: [1000000], [`G${base}`]: [1000000000],
});

const single = (anchor: string, units: MeasureDefinition['systems'][string]): MeasureDefinition => ({
  systems: { metric: units },
  anchors: { metric: { unit: anchor, ratio: 1 } },
});

const length: MeasureDefinition = {
  systems: {
    metric: {
      nm: [1e-9], // not in convert-units
      'µm': [1e-6], // not in convert-units
      mm: [1 / 1000], cm: [1 / 100], m: [1], km: [1000],
    },
    imperial: { in: [1 / 12], yd: [3], 'ft-us': [1.000002], ft: [1], mi: [5280] },
  },
  anchors: { metric: { unit: 'm', ratio: 3.28084 }, imperial: { unit: 'ft', ratio: 1 / 3.28084 } },
  aliases: { um: 'µm' },
};

const area: MeasureDefinition = {
  systems: {
    metric: { mm2: [1 / 1000000], cm2: [1 / 10000], m2: [1], ha: [10000], km2: [1000000] },
    imperial: { in2: [1 / 144], yd2: [9], ft2: [1], ac: [43560], mi2: [27878400] },
  },
  anchors: { metric: { unit: 'm2', ratio: 10.7639 }, imperial: { unit: 'ft2', ratio: 1 / 10.7639 } },
};

const mass: MeasureDefinition = {
  systems: {
    metric: { mcg: [1 / 1000000], mg: [1 / 1000], g: [1], kg: [1000], mt: [1000000] },
    imperial: { oz: [1 / 16], lb: [1], t: [2000] },
  },
  anchors: { metric: { unit: 'g', ratio: 1 / 453.592 }, imperial: { unit: 'lb', ratio: 453.592 } },
  aliases: { 'µg': 'mcg' },
};

const volume: MeasureDefinition = {
  systems: {
    metric: {
      ul: [1 / 1000000], // not in convert-units
      mm3: [1 / 1000000], cm3: [1 / 1000], ml: [1 / 1000], cl: [1 / 100], dl: [1 / 10], l: [1], kl: [1000], m3: [1000], km3: [1000000000000],
      krm: [1 / 1000], tsk: [5 / 1000], msk: [15 / 1000], kkp: [150 / 1000], glas: [200 / 1000], kanna: [2.617],
    },
    imperial: {
      tsp: [1 / 6], Tbs: [1 / 2], in3: [0.55411], 'fl-oz': [1], cup: [8], pnt: [16], qt: [32], gal: [128], ft3: [957.506], yd3: [25852.7],
    },
  },
  anchors: { metric: { unit: 'l', ratio: FLUID_OUNCES_PER_LITRE }, imperial: { unit: 'fl-oz', ratio: 1 / FLUID_OUNCES_PER_LITRE } },
  aliases: { 'µl': 'ul' },
};

const each = single('ea', { ea: [1], dz: [12] });

const temperature: MeasureDefinition = {
  systems: { metric: { C: [1, 0], K: [1, 273.15] }, imperial: { F: [1], R: [1, 459.67] } },
  anchors: {
    metric: { unit: 'C', transform: { scale: 1 / (5 / 9), offset: 32 } },
    imperial: { unit: 'F', transform: { scale: 5 / 9, offset: -32 * (5 / 9) } },
  },
  aliases: { '°C': 'C', '°F': 'F', '°R': 'R' },
};

const time = single('s', {
  ns: [1 / 1000000000], mu: [1 / 1000000], ms: [1 / 1000], s: [1], min: [60], h: [60 * 60], d: [60 * 60 * 24],
  week: [60 * 60 * 24 * 7], month: [(60 * 60 * 24 * DAYS_PER_YEAR) / 12], year: [60 * 60 * 24 * DAYS_PER_YEAR],
});

const digital: MeasureDefinition = {
  systems: {
    bits: { b: [1], Kb: [1024], Mb: [1048576], Gb: [1073741824], Tb: [1099511627776] },
    bytes: { B: [1], KB: [1024], MB: [1048576], GB: [1073741824], TB: [1099511627776] },
  },
  anchors: { bits: { unit: 'b', ratio: 1 / 8 }, bytes: { unit: 'B', ratio: 8 } },
};

const partsPer = single('ppm', { ppm: [1], ppb: [0.001], ppt: [0.000001], ppq: [0.000000001] });

const speed: MeasureDefinition = {
  systems: { metric: { 'm/s': [3.6], 'km/h': [1] }, imperial: { 'm/h': [1], knot: [1.150779], 'ft/s': [0.681818] } },
  anchors: { metric: { unit: 'km/h', ratio: 1 / 1.609344 }, imperial: { unit: 'm/h', ratio: 1.609344 } },
};

const pace: MeasureDefinition = {
  systems: { metric: { 'min/km': [0.06], 's/m': [1] }, imperial: { 'min/mi': [0.0113636], 's/ft': [1] } },
  anchors: { metric: { unit: 's/m', ratio: 0.3048 }, imperial: { unit: 's/ft', ratio: 1 / 0.3048 } },
};

const pressure: MeasureDefinition = {
  systems: {
    metric: { Pa: [0.001], kPa: [1], MPa: [1000], hPa: [0.1], bar: [100], torr: [101325 / 760000] },
    imperial: { psi: [1 / 1000], ksi: [1] },
  },
  anchors: { metric: { unit: 'kPa', ratio: 0.00014503768078 }, imperial: { unit: 'psi', ratio: 1 / 0.00014503768078 } },
};

const current = single('A', { A: [1], mA: [0.001], kA: [1000] });
const voltage = single('V', { V: [1], mV: [0.001], kV: [1000] });
const power = single('W', SI_PREFIXED('W'));
const reactivePower = single('VAR', SI_PREFIXED('VAR'));
const apparentPower = single('VA', SI_PREFIXED('VA'));
const reactiveEnergy = single('VARh', SI_PREFIXED('VARh'));

const energy = single('J', {
  Wh: [3600], mWh: [3.6], kWh: [3600000], MWh: [3600000000], GWh: [3600000000000], J: [1], kJ: [1000],
});

const volumeFlowRate: MeasureDefinition = {
  systems: {
    metric: {
      'ul/min': [1 / 60000000], 'ml/min': [1 / 60000], 'ml/h': [1 / 3600000], // not in convert-units
      'mm3/s': [1 / 1000000], 'cm3/s': [1 / 1000], 'ml/s': [1 / 1000], 'cl/s': [1 / 100], 'dl/s': [1 / 10], 'l/s': [1],
      'l/min': [1 / 60], 'l/h': [1 / 3600], 'kl/s': [1000], 'kl/min': [50 / 3], 'kl/h': [5 / 18], 'm3/s': [1000],
      'm3/min': [50 / 3], 'm3/h': [5 / 18], 'km3/s': [1000000000000],
    },
    imperial: {
      'tsp/s': [1 / 6], 'Tbs/s': [1 / 2], 'in3/s': [0.55411], 'in3/min': [0.55411 / 60], 'in3/h': [0.55411 / 3600],
      'fl-oz/s': [1], 'fl-oz/min': [1 / 60], 'fl-oz/h': [1 / 3600], 'cup/s': [8], 'pnt/s': [16], 'pnt/min': [4 / 15],
      'pnt/h': [1 / 225], 'qt/s': [32], 'gal/s': [128], 'gal/min': [32 / 15], 'gal/h': [8 / 225], 'ft3/s': [957.506],
      'ft3/min': [957.506 / 60], 'ft3/h': [957.506 / 3600], 'yd3/s': [25852.7], 'yd3/min': [25852.7 / 60], 'yd3/h': [25852.7 / 3600],
    },
  },
  anchors: { metric: { unit: 'l/s', ratio: FLUID_OUNCES_PER_LITRE_FLOW }, imperial: { unit: 'fl-oz/s', ratio: 1 / FLUID_OUNCES_PER_LITRE_FLOW } },
  aliases: { 'µl/min': 'ul/min' },
};

const illuminance: MeasureDefinition = {
  systems: { metric: { lx: [1] }, imperial: { 'ft-cd': [1] } },
  anchors: { metric: { unit: 'lx', ratio: 1 / 10.76391 }, imperial: { unit: 'ft-cd', ratio: 10.76391 } },
};

const frequency = single('Hz', {
  mHz: [1 / 1000], Hz: [1], kHz: [1000], MHz: [1000 * 1000], GHz: [1000 * 1000 * 1000], THz: [1000 * 1000 * 1000 * 1000],
  rpm: [1 / 60], 'deg/s': [1 / 360], 'rad/s': [1 / (Math.PI * 2)],
});

const angle = single('deg', { rad: [180 / Math.PI], deg: [1], grad: [9 / 10], arcmin: [1 / 60], arcsec: [1 / 3600] });

/** In convert-units' order, which decides nothing here (no abbreviation is in two measures) but keeps lists alike. */
export const MEASURES: Readonly<Record<string, MeasureDefinition>> = {
  length, area, mass, volume, each, temperature, time, digital, partsPer, speed, pace, pressure, current, voltage,
  power, reactivePower, apparentPower, energy, reactiveEnergy, volumeFlowRate, illuminance, frequency, angle,
};
